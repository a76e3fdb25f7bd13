// The public face of broadcasts: any file of broadcasts may query its own tables (broadcasts, runs,
// recipients, links, insights); other modules reach them only through the functions exported here.
export { deliveredMessageKeys, deliveredMessages, isDeliveredKey } from './delivery/delivered-messages.ts';

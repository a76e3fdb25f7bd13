// The public face of webhooks: any file of webhooks may query its own tables (the received LINE
// events); other modules reach them only through the functions exported here.

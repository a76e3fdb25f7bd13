import type { messagingApi } from '@line/bot-sdk';

// LINE's shapes, named here so that modules describe messages without importing the SDK.
export type LineMessage = messagingApi.Message;
export type LineSentMessage = messagingApi.SentMessage;
export type LinePushResponse = messagingApi.PushMessageResponse;
export type LineSender = messagingApi.Sender;
export type LineFlexContainer = messagingApi.FlexContainer;
export type LineSubstitution = messagingApi.SubstitutionObject;
export type LineDemographicFilter = messagingApi.DemographicFilter;
export type LineNarrowcastRequest = messagingApi.NarrowcastRequest;
export type LineRecipient = messagingApi.Recipient;
export type LineAudienceRecipient = messagingApi.AudienceRecipient;
export type LineOperatorRecipient = messagingApi.OperatorRecipient;

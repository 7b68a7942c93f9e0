// Original file: rapport/messaging/v1/messaging.proto


export interface DeleteChannelAccountResponse {
}

export interface DeleteChannelAccountResponse__Output {
}

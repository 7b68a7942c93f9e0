// Original file: rapport/webhooks/v1/webhooks.proto


export interface DeleteWebhookResponse {
}

export interface DeleteWebhookResponse__Output {
}

// The claim token's terms, apart from the service that signs it: the API's reference states them in its examples
// (http/api-examples.ts), which must not import the service's graph (mail, deals, the app's context).
export const CLAIM_AUDIENCE = 'dadeal:widget-claim';
/** How long a typed code lets the widget claim: time to give a first name and accept the terms, not a session. */
export const CLAIM_TOKEN_TTL_SECONDS = 10 * 60;

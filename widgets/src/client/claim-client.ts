// The widget claim's three calls: e-mail → mailed code → claim with the short-lived token. CORS without
// credentials: nothing is stored on the partner's origin; the token lives in the claim step's memory only.
import type { ApiOperations, ClaimCodeVerifyResponse, ClaimInPlaceRequest, ClaimResponse, FieldError } from '@dadeal/core';

/** The claim's three calls; their bodies and answers are typed from the API document (core's ApiOperations). */
type ClaimPath = '/api/widget-claims/code' | '/api/widget-claims/verify' | '/api/widget-claims';
type ClaimCall<P extends ClaimPath> = ApiOperations[`POST ${P}`];

/** An API refusal: its status, its message and its field errors (spec §8 format). */
export class ClaimError extends Error {
  constructor(message: string, readonly status: number | undefined, readonly errors: FieldError[] = []) {
    super(message);
  }

  /** The message of one field, if the API named it. */
  field(name: string): string | undefined {
    return this.errors.find((e) => e.field === name)?.message;
  }
}

export interface ClaimClient {
  requestCode(email: string, dealId: number): Promise<void>;
  verifyCode(email: string, code: string, dealId: number): Promise<ClaimCodeVerifyResponse>;
  claim(claimToken: string, input: ClaimInPlaceRequest): Promise<ClaimResponse>;
}

/** `language`: the widget's, sent as Accept-Language so the API answers (and mails a new account) in it. */
export function createClaimClient(apiBase: string, failedMessage: string, language?: string): ClaimClient {
  async function post<P extends ClaimPath>(path: P, body: ClaimCall<P>['body'], token?: string): Promise<ClaimCall<P>['response']> {
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        headers: {
          'Content-Type': 'application/json',
          ...(language ? { 'Accept-Language': language } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new ClaimError(failedMessage, undefined);
    }
    const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldError[] };
    if (!response.ok) throw new ClaimError(data.message || failedMessage, response.status, data.errors ?? []);
    return data as ClaimCall<P>['response'];
  }
  return {
    requestCode: async (email, dealId) => {
      await post('/api/widget-claims/code', { email, dealId });
    },
    verifyCode: (email, code, dealId) => post('/api/widget-claims/verify', { email, code, dealId }),
    claim: (token, input) => post('/api/widget-claims', input, token),
  };
}

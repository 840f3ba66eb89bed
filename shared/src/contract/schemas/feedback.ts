import * as z from 'zod/mini';
import { authOnly, authPair, email, instant, intId, siteOnly, siteRef } from './fields';

/**
 * Players talking to the operator (issue 15): the contact form of /contact-us and the site reviews of /review.
 * Both bodies are plain text: trimmed, no control characters, and shown by the pages as text (never as HTML).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters (newlines and tabs allowed)
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export function plainText(max: number, min: number) {
  return z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine<string>((s) => !CONTROL.test(s), 'control characters are not allowed'),
  );
}

/** The contact form: anyone (guest or player) may send; the answer is the message's reference number. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const contactFields = {
  name: plainText(80, 2),
  email: email,
  message: plainText(CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN),
};
export const contactSendRequest = z.object({ ...siteRef, ...contactFields });
export const contactSendValue = z.object({ reference: z.string() });
export const contactMessage = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: instant,
});

/** A site review: 1–5 stars and a text; one per player, editable; the operator may hide one. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const reviewFields = {
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  body: plainText(REVIEW_TEXT_MAX, REVIEW_TEXT_MIN),
};
/** What the review form checks on the client (the same rules as the call). */
export const reviewForm = z.object(reviewFields);
export const reviewWriteRequest = z.object({ ...authPair, ...reviewFields });
export const review = z.object({
  id: z.number(),
  /** the author's account name, masked (`ab***c`) */
  account: z.string(),
  rating: z.number(),
  body: z.string(),
  updated_at: instant,
});
export const reviewSummary = z.object({
  count: z.number(),
  /** mean rating of the shown reviews, one decimal; 0 when there are none */
  average: z.number(),
  /** how many shown reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star) */
  distribution: z.array(z.number()),
  /** the shown reviews, newest change first (at most 50) */
  reviews: z.array(review),
});
export const operatorReviewHideRequest = z.object({ ...siteRef, id: intId, hidden: z.boolean() });

/** Claiming a promotion's bonus: once per player (a repeat answers the same claim and credits nothing). */
export const promotionClaimRequest = z.object({ ...authPair, promotion_id: intId });
export const promotionClaimValue = z.object({
  promotion_id: z.number(),
  amount: z.number(),
  claimed_at: instant,
});

export const feedbackCalls = {
  '/api/account/promotion_claim': { request: promotionClaimRequest, answer: promotionClaimValue },
  '/api/account/promotion_claims': { request: authOnly, answer: z.array(z.number()) },
  '/api/content/contact_send': { request: contactSendRequest, answer: contactSendValue },
  '/api/operator/contact_list': { request: siteOnly, answer: z.array(contactMessage) },
  '/api/content/reviews': { request: siteOnly, answer: reviewSummary },
  '/api/auth/review_mine': { request: authOnly, answer: z.nullable(review) },
  '/api/auth/review_write': { request: reviewWriteRequest, answer: review },
  '/api/operator/review_hide': {
    request: operatorReviewHideRequest,
    answer: z.object({ id: z.number(), hidden: z.boolean() }),
  },
} as const;

// `POST /report/webPageFb` (spec section 7, shape not shown there): the feedback page's report. Type-only.

/** `POST /report/webPageFb` body: what the borrower wrote and, optionally, how to reach them. */
export interface FeedbackRequest {
  content: string;
  contact?: string;
}
/** `POST /report/webPageFb` answer. */
export type FeedbackAnswer = null;

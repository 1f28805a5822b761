// `POST /report/webPageFb` (spec section 7, shape not shown there) and `GET /report/webPageFb/list`
// (ours): the feedback page's report and the borrower's past feedback, with its limits.
import type { DictKey, EpochMs } from './common';

/** Most images one feedback carries (spec sections 5 and 9). */
export const FEEDBACK_MAX_IMAGES = 5;
/** Longest feedback text, in characters. */
export const FEEDBACK_MAX_CHARS = 1000;

/** `POST /report/webPageFb` multipart fields: `type`, `content` and 0 to 5 `files` (JPEG, PNG or WebP, each at most 5 MB, the body at most 6 MB). */
export interface FeedbackRequest {
  /** Dictionary `feedback_type`. */
  type: DictKey;
  /** 1 to `FEEDBACK_MAX_CHARS` characters. */
  content: string;
}
/** `POST /report/webPageFb` answer: the reference the borrower quotes to support. */
export interface FeedbackAnswer {
  referenceNo: string;
}
/** Where a feedback stands: 0 received, 1 in progress, 2 answered. */
export type FeedbackState = 0 | 1 | 2;
/** One past feedback of `GET /report/webPageFb/list`, newest first. */
export interface FeedbackItem {
  referenceNo: string;
  type: DictKey;
  content: string;
  imageCount: number;
  state: FeedbackState;
  /** Support's answer, once there is one. */
  reply?: string;
  createdAt: EpochMs;
}
/** `GET /report/webPageFb/list` answer (the caller's own feedback only). */
export type FeedbackList = FeedbackItem[];

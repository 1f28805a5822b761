// `/api/user/survey/*` (ours): the short satisfaction survey of `/survey`. Type-only.

/** `POST /survey/answer` body. */
export interface SurveyRequest {
  /** 1 (very unhappy) to 5 (very happy). */
  score: number;
  /** Was borrowing easy? 1 yes, 0 no; optional. */
  easy?: 0 | 1;
  /** Up to 500 characters. */
  comment?: string;
}
/** `POST /survey/answer` answer, and `GET /survey/answer`: the caller's latest answer or null. */
export type SurveyAnswer = { score: number; easy?: 0 | 1; comment?: string; createdAt: number } | null;

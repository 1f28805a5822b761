// `/api/user/survey/*` calls (ours): the satisfaction survey.
import { api, type CallOptions } from './client';
import type { SurveyAnswer, SurveyRequest } from '../../contract/survey';

/** Stores one answer (`POST /survey/answer`). */
export function sendSurvey(body: SurveyRequest, opts?: CallOptions): Promise<SurveyAnswer> {
  return api.post<SurveyAnswer>('/survey/answer', body, opts);
}

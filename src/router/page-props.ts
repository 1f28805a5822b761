import type { MessageKey } from '../i18n/message-key';

/** Props every page receives from the router. */
export interface PageProps {
  params: Record<string, string>;
  /** i18n key of the route's title (spec section 2 table). */
  titleKey: MessageKey;
}

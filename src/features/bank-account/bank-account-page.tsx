import type { PageProps } from '../../router/page-props';
import { ModifyBankPage } from './modify-bank';
import { StepFourPage } from './step-four';

/**
 * Step four (`/facial-auth/step-four`) and `/modify-bank-info`: one chunk, since both are the same
 * widgets and the same call; the step param tells them apart.
 */
export default function BankAccountPage(props: PageProps) {
  return props.params.step ? <StepFourPage {...props} /> : <ModifyBankPage {...props} />;
}

import { useState } from 'react';
import type { OcrDetail, OcrFields } from '../../../contract/certification';
import { fetchOcrDetail, startLiveness, uploadFace, uploadIdSide } from '../../api/kyc';
import { fetchDict } from '../../api/public';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { BizStatus, facialSteps, homeForStatus } from '../../session/certification';
import { userStatus } from '../../session/session';
import { stepIsSaved } from '../../session/step-saved';
import { Button } from '../../ui/button';
import { navigate } from '../../router/navigate';
import { CaptureGuide } from '../../ui/capture-guide';
import { StepPage } from '../../ui/step-page';
import { ImageCapture } from '../../ui/image-capture';
import { WhenLoaded } from '../../ui/load-retry';
import { Select } from '../../ui/select';
import { useLoad } from '../../ui/use-load';
import { PhotoRefused, usePhotoUpload, type PhotoUpload } from '../../platform/use-photo-upload';
import { IdentityForm } from './identity-form';
import './identity-messages';

const NOTHING_YET: OcrDetail = { documentType: '', front: false, back: false, face: false, fields: {} };

/**
 * `/facial-auth/step-one`: ID type, both sides of the ID, the face, then the details to confirm
 * (status 20 → 30). A confirmed identity is not corrected by a new save (the server checks it against
 * the photos and the face): opened again with Back, the page says so and leads on.
 */
export default function IdentityPage({ titleKey }: PageProps) {
  const [confirmed] = useState(() => stepIsSaved(BizStatus.Identity));
  // What was uploaded before a reload shows as done; a borrower who starts fresh gets `{}` fields and no sides.
  const detail = useLoad(confirmed ? null : (signal) => fetchOcrDetail({ signal, quiet: true }));
  return (
    <StepPage title={t(titleKey)} step={1} total={facialSteps.length} label={t('identity.step', { n: 1, total: facialSteps.length })}>
      {confirmed ? (
        <>
          <p className="ui-note" role="status">
            {t('identity.confirmed')} <a href="#/customer-service">{t('route.customerService')}</a>
          </p>
          <Button block onClick={() => navigate(homeForStatus(userStatus.value ?? 0))}>
            {t('common.next')}
          </Button>
        </>
      ) : (
        <WhenLoaded load={detail}>{(d) => <IdentitySteps detail={{ ...NOTHING_YET, ...d }} />}</WhenLoaded>
      )}
    </StepPage>
  );
}

const loadIdTypes = (signal: AbortSignal) =>
  fetchDict('id_type', undefined, { signal, quiet: true }).then((list) => list.map((e) => ({ value: e.key, label: e.value })));

function IdentitySteps({ detail }: { detail: OcrDetail }) {
  const [documentType, setDocumentType] = useState(detail.documentType ?? '');
  const [fields, setFields] = useState<OcrFields>(detail.fields ?? {});
  const read = (f: OcrFields) => setFields((old) => ({ ...old, ...f }));

  const front = usePhotoUpload(
    (photo, onProgress) => uploadIdSide(photo, { type: 1, documentType }, { quiet: true, onProgress }).then((r) => read(r.fields ?? {})),
    detail.front,
    t('identity.unreadable'),
  );
  const back = usePhotoUpload(
    (photo, onProgress) => uploadIdSide(photo, { type: 2, documentType }, { quiet: true, onProgress }).then((r) => read(r.fields ?? {})),
    detail.back,
    t('identity.unreadable'),
  );
  const face = usePhotoUpload(
    async (photo, onProgress) => {
      const { transactionId } = await startLiveness({ quiet: true });
      const { passed } = await uploadFace(photo, transactionId, { quiet: true, onProgress });
      if (!passed) throw new PhotoRefused(t('identity.faceNotPassed'));
    },
    detail.face,
    t('identity.unreadable'),
  );

  const chooseType = (v: string) => {
    if (v === documentType) return;
    setDocumentType(v);
    front.reset(); // both sides belong to the ID type they were sent with
    back.reset();
  };

  const sides = front.state === 'done' && back.state === 'done';
  const capture = (upload: PhotoUpload, title: string, subject: 'front' | 'back' | 'face', blocked?: string) => (
    <ImageCapture
      title={title}
      guide={
        <CaptureGuide
          subject={subject}
          right={t(subject === 'face' ? 'identity.faceRight' : 'identity.idRight')}
          wrong={t(subject === 'face' ? 'identity.faceWrong' : 'identity.idWrong')}
        />
      }
      facing={subject === 'face' ? 'user' : 'environment'}
      state={upload.state}
      progress={upload.progress}
      progressLabel={t('identity.uploading')}
      actionLabel={t(
        upload.state === 'done' ? 'identity.retake' : upload.state === 'failed' && !upload.retry ? 'identity.takeNew' : 'identity.take',
      )}
      message={blocked ?? (upload.state === 'done' ? t(subject === 'face' ? 'identity.facePassed' : 'identity.uploaded') : upload.message)}
      retryLabel={t('common.retry')}
      onFile={upload.take}
      preview={upload.preview}
      previewLabel={t('identity.photoTaken', { title })}
      onRetry={upload.retry}
      disabled={!!blocked}
    />
  );

  return (
    <>
      <p>{t('identity.intro')}</p>
      <Select label={t('identity.idType')} value={documentType} onChange={chooseType} loadOptions={loadIdTypes} name="documentType" />
      {capture(front, t('identity.front'), 'front', documentType ? undefined : t('identity.chooseTypeFirst'))}
      {capture(back, t('identity.back'), 'back', documentType ? undefined : t('identity.chooseTypeFirst'))}
      {capture(face, t('identity.face'), 'face', sides || face.state === 'done' ? undefined : t('identity.faceAfterId'))}
      {sides && face.state === 'done' && <IdentityForm documentType={documentType} fields={fields} />}
    </>
  );
}

import './image-capture.css';

// Our own drawings of a good and a bad photo, inline so they cost a few hundred bytes and no request.

/** What the guide shows: the ID's front, its back, or the face. */
export type GuideSubject = 'front' | 'back' | 'face';

const GOOD = '#11703a';
const BAD = '#b42318';

function Card({ back }: { back?: boolean }) {
  return (
    <g>
      <rect x="14" y="14" width="92" height="58" rx="6" fill="#e8f0fa" stroke="#0b57a4" stroke-width="2" />
      {back ? (
        <g fill="#4a5868">
          <rect x="22" y="24" width="76" height="8" />
          <rect x="22" y="40" width="60" height="4" />
          <rect x="22" y="50" width="70" height="4" />
          <rect x="22" y="60" width="40" height="4" />
        </g>
      ) : (
        <g fill="#4a5868">
          <rect x="22" y="26" width="24" height="30" rx="2" fill="#9db4cf" />
          <circle cx="34" cy="36" r="6" fill="#4a5868" />
          <rect x="52" y="28" width="44" height="4" />
          <rect x="52" y="38" width="36" height="4" />
          <rect x="52" y="48" width="40" height="4" />
        </g>
      )}
    </g>
  );
}

function Face({ covered }: { covered?: boolean }) {
  return (
    <g>
      <ellipse cx="60" cy="44" rx="22" ry="28" fill="#f1c9a5" stroke="#4a5868" stroke-width="2" />
      {covered ? (
        <rect x="38" y="34" width="44" height="10" rx="4" fill="#17212f" />
      ) : (
        <g fill="#17212f">
          <circle cx="51" cy="39" r="2.5" />
          <circle cx="69" cy="39" r="2.5" />
        </g>
      )}
      <path d="M52 56q8 6 16 0" fill="none" stroke="#4a5868" stroke-width="2" />
    </g>
  );
}

const Mark = ({ good }: { good: boolean }) =>
  good ? (
    <path d="M96 70l6 6 12-12" fill="none" stroke={GOOD} stroke-width="4" stroke-linecap="round" />
  ) : (
    <path d="M98 64l14 14m0-14l-14 14" stroke={BAD} stroke-width="4" stroke-linecap="round" />
  );

function Example({ subject, good, label }: { subject: GuideSubject; good: boolean; label: string }) {
  const body = subject === 'face' ? <Face covered={!good} /> : <Card back={subject === 'back'} />;
  return (
    <figure class={`ui-guide-example ui-guide-example--${good ? 'good' : 'bad'}`}>
      <svg viewBox="0 0 120 86" role="img" aria-label={label}>
        {/* the bad example is cut off and blurred-looking: turned and partly out of the frame */}
        {good ? body : <g transform="rotate(-14 60 43) translate(-26 10)" opacity="0.6">{body}</g>}
        <Mark good={good} />
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** A right and a wrong example photo of the subject, each drawn and captioned with its label. */
export function CaptureGuide({ subject, right, wrong }: { subject: GuideSubject; right: string; wrong: string }) {
  return (
    <div class="ui-guide">
      <Example subject={subject} good label={right} />
      <Example subject={subject} good={false} label={wrong} />
    </div>
  );
}

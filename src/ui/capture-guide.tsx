import './image-capture.css';

// Our own drawings of a good and a bad photo, inline so they cost a few hundred bytes and no request.

/** What the guide shows: the ID's front, its back, or the face. */
export type GuideSubject = 'front' | 'back' | 'face';

// An ID card (a photo box on the front, text lines on both sides) or a face; the bad face wears sunglasses.
function Subject({ subject, good }: { subject: GuideSubject; good: boolean }) {
  if (subject === 'face')
    return (
      <g stroke="#4a5868" style={{ strokeWidth: '2' }}>
        <ellipse cx="60" cy="44" rx="22" ry="28" fill="#f1c9a5" />
        <path d={good ? 'M50 38h2m16 0h2' : 'M40 38h40'} style={{ strokeWidth: good ? '5' : '10', strokeLinecap: 'round' }} />
        <path d="M52 56q8 6 16 0" fill="none" />
      </g>
    );
  return (
    <g>
      <rect x="14" y="14" width="92" height="58" rx="6" fill="#e8f0fa" stroke="#0b57a4" style={{ strokeWidth: '2' }} />
      {subject === 'front' && <rect x="22" y="26" width="24" height="30" rx="2" fill="#9db4cf" />}
      <path
        d={subject === 'front' ? 'M52 30h44M52 40h36M52 50h40' : 'M22 28h76M22 42h60M22 52h70M22 62h40'}
        stroke="#4a5868"
        style={{ strokeWidth: '4' }}
      />
    </g>
  );
}

function Example({ subject, good, label }: { subject: GuideSubject; good: boolean; label: string }) {
  return (
    <figure className={`ui-guide-example ui-guide-example--${good ? 'good' : 'bad'}`}>
      <svg viewBox="0 0 120 86" role="img" aria-label={label}>
        {/* the bad example is turned, faded and partly out of the frame */}
        <g transform={good ? undefined : 'rotate(-14 60 43) translate(-26 10)'} opacity={good ? undefined : 0.6}>
          <Subject subject={subject} good={good} />
        </g>
        <path
          d={good ? 'M96 70l6 6 12-12' : 'M98 64l14 14m0-14l-14 14'}
          fill="none"
          stroke={good ? '#11703a' : '#b42318'}
          style={{ strokeWidth: '4', strokeLinecap: 'round' }}
        />
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** A right and a wrong example photo of the subject, each drawn and captioned with its label. */
export function CaptureGuide({ subject, right, wrong }: { subject: GuideSubject; right: string; wrong: string }) {
  return (
    <div className="ui-guide">
      <Example subject={subject} good label={right} />
      <Example subject={subject} good={false} label={wrong} />
    </div>
  );
}

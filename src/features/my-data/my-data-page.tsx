import { MY_DATA_SECTIONS, type MyData, type MyDataRow, type MyDataSection } from '../../../contract/user';
import { fetchMyData } from '../../api/user';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import type { PageProps } from '../../router/page-props';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { useLoad } from '../../ui/use-load';
import { WhenLoaded } from '../../ui/load-retry';
import { EraseAccount } from './erase-account';
import './my-data.css';
import './my-data-messages';

// How long the file's address lives after the click.
const DOWNLOAD_KEEP_MS = 60_000;

/** Saves the document as one JSON file, named by its date. */
function download(data: MyData) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-data-${new Date(data.exportedAt).toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser reads the file after the click returns (Chromium cancels a download revoked at once).
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_KEEP_MS);
}

// Times are epoch milliseconds in columns named …At, …Date or …Time.
const isTime = (name: string, value: unknown) => typeof value === 'number' && value > 1e11 && /(At|Date|Time)$/.test(name);

function valueText(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (isTime(name, value)) return formatDate(value as number);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One stored row: each column and its value. */
function Row({ row }: { row: MyDataRow }) {
  return (
    <dl className="my-data-row">
      {Object.entries(row).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{valueText(name, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The document section by section, each opened on a tap; empty sections say so. */
function Sections({ data }: { data: MyData }) {
  return (
    <>
      <p>{t('myData.exportedAt', { date: formatDate(data.exportedAt) })}</p>
      <Button block onClick={() => download(data)}>
        {t('myData.download')}
      </Button>
      {MY_DATA_SECTIONS.map((name: MyDataSection) => {
        const rows = data.sections[name] ?? [];
        return (
          <details key={name} className="ui-card my-data-section">
            <summary>
              {t(`myData.section.${name}` as MessageKey)} ({rows.length})
            </summary>
            {rows.length ? rows.map((row, i) => <Row key={i} row={row} />) : <p>{t('myData.empty')}</p>}
          </details>
        );
      })}
    </>
  );
}

/** `/my-data`: everything held about the borrower, to download as one JSON file or read here, and the way to delete the account. */
export default function MyDataPage({ titleKey }: PageProps) {
  const data = useLoad((signal) => fetchMyData({ signal }));
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page ui-cards">
        <p>{t('myData.intro')}</p>
        <WhenLoaded load={data}>{(d) => <Sections data={d} />}</WhenLoaded>
        <EraseAccount />
      </main>
    </>
  );
}

import { useView } from '../view.js';
import { localePath, locales } from '../i18n/locales.js';
import { useMessages } from '../i18n/messages.js';
import type { TranslationNote } from '../pageData.js';
import { RichText } from './RichText.js';

/**
 * What a translated page says of its English original: the version it was translated from and,
 * when the English has changed since, that it has (with its date); or, on a page shown in English
 * while its translation is revised, that notice. Each links to the English page.
 */
export function TranslationNotice({
  note,
  revising = false,
}: {
  note?: TranslationNote | undefined;
  revising?: boolean;
}) {
  const m = useMessages('common').translation;
  const view = useView();
  if (note === undefined && !revising) return null;
  const english = (
    <a href={localePath('en', view.canonicalPath ?? view.pathname)} hrefLang={locales.en.htmlLang}>
      {m.english()}
    </a>
  );
  const time = (iso: string, shown: string) => <time dateTime={iso}>{shown}</time>;
  if (note === undefined) return <p className="notice translation-notice">{m.revising()}</p>;
  const changed = note.englishChanged;
  return (
    <p className={changed === undefined ? 'translation-note' : 'notice translation-notice'}>
      <RichText message={m.from} parts={{ english, date: time(note.from, note.fromDisplay) }} />
      {changed !== undefined && ' '}
      {changed?.date !== undefined && changed.display !== undefined && (
        <RichText message={m.changed} parts={{ date: time(changed.date, changed.display) }} />
      )}
      {changed !== undefined && changed.date === undefined && <>{m.changedUndated()}</>}
    </p>
  );
}

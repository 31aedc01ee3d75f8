import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { chaptersOfReading } from '../../../shared/plan-readings';
import { readerPath } from '../../lib/paths';

/**
 * A day's readings, each chapter a link into the reader in the user's Bible: "Genesis 1 2 3",
 * each number named in full for screen readers ("Genesis 2").
 */
export function DayReadings({ readings, translation }: { readings: string[]; translation: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  return (
    <ul className="plan-readings">
      {readings.map((reading) => {
        const chapters = chaptersOfReading(reading);
        const book = bookByOsis(chapters[0].book)?.names[lang] ?? chapters[0].book;
        return (
          <li key={reading}>
            <span className="plan-book">{book}</span>
            {chapters.map((c) => (
              <Link
                key={c.chapter}
                to={readerPath(c.book, c.chapter, { translation: translation ?? undefined })}
                className="plan-chapter"
                aria-label={t('plans.chapter', { book, chapter: c.chapter })}
              >
                {c.chapter}
              </Link>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/** A day: its number (and date), a box to mark it read, and its readings. */
export function PlanDayRow({
  day,
  date,
  readings,
  read,
  translation,
  onRead,
}: {
  day: number;
  date?: string;
  readings: string[];
  read: boolean;
  translation: string | null;
  onRead: (read: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={read ? 'plan-day read' : 'plan-day'}>
      <label className="plan-day-check">
        <input type="checkbox" checked={read} onChange={(e) => onRead(e.target.checked)} />
        <span className="visually-hidden">{t('plans.dayRead', { day })}</span>
        <span aria-hidden className="plan-day-name">
          {t('plans.day', { day })}
          {date && <span className="muted small">{date}</span>}
        </span>
      </label>
      <DayReadings readings={readings} translation={translation} />
    </div>
  );
}

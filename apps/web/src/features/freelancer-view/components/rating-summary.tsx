import type { RatingSummary } from '@vamos/shared/schemas/evaluations';
import { RatingStars, formatRating } from '@/components/ui/rating-stars';
import { formatDate } from '@/lib/format';

const ANONYMOUS = 'Anônimo';

/** spec 02 "Freelancer profile as seen by a contractor": star average, count, the first 3 ratings. */
export function RatingSummarySection({ rating }: { rating: RatingSummary }) {
  const total = rating.total_evaluations;
  return (
    <section
      aria-labelledby="ratings-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="ratings-title" className="mb-3 text-base font-semibold text-slate-900">
        Avaliações
      </h2>
      {total === 0 || rating.average_rating === null ? (
        <p className="text-sm text-slate-600">Este freelancer ainda não recebeu avaliações.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span className="text-3xl font-bold text-slate-900" data-testid="profile-average-rating">
              {formatRating(rating.average_rating)}
            </span>
            <div className="flex flex-col gap-0.5">
              <RatingStars value={rating.average_rating} starClassName="size-5" />
              <span className="text-sm text-slate-600">{total === 1 ? '1 avaliação' : `${total} avaliações`}</span>
            </div>
          </div>
          <ul className="flex flex-col divide-y divide-slate-100" aria-label="Últimas avaliações">
            {rating.ratings.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{r.evaluator_name?.trim() || ANONYMOUS}</span>
                  <RatingStars value={r.rating} />
                </div>
                <p className="text-xs text-slate-500">
                  {r.job_title} · {formatDate(r.job_service_date)}
                </p>
                {r.comment ? (
                  <p className="text-sm whitespace-pre-line break-words text-slate-700">{r.comment}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useMemo, useState } from 'react';
import type { SearchOptions, VehicleOffer } from '../../api-client/types';
import type { BookingVehicleCard } from '../../build/plan-content';
import type { BookingSearch, SearchRules } from '../../booking/search';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookingError, ChosenVehicle } from '../../machines/booking.machine';
import { SearchBar } from '../search/SearchBar';
import { Picture } from '../ui/Picture';
import { VehicleFacts } from '../vehicles/VehicleFacts';
import { useErrorMessage } from './ErrorStep';
import { money } from './format';
import { StepHeading } from './StepHeading';
import type { Loaded } from './use-booking-data';
import type { AvailabilityAnswer } from '../../api-client/types';
import * as styles from './booking.module.css';

type Sort = 'priceAsc' | 'priceDesc' | 'seats';

interface VehiclesStepProps {
  search: BookingSearch | null;
  rules: SearchRules | null;
  today: string;
  availability: Loaded<AvailabilityAnswer> | null;
  cards: Record<string, BookingVehicleCard>;
  options: SearchOptions | null;
  error: BookingError | null;
  /** The session's coupon code (spec §3 book-coupon-code). */
  couponCode: string;
  onSearch: (search: BookingSearch) => void;
  onSelect: (vehicle: ChosenVehicle) => void;
}

/** What the filters offer, from the offers themselves. */
function facets(offers: VehicleOffer[], cards: Record<string, BookingVehicleCard>) {
  const categories = new Map<string, string>();
  for (const offer of offers) {
    const card = cards[offer.vehicleDocumentId];
    categories.set(offer.category, card?.categoryTitle ?? offer.category);
  }
  return {
    categories: [...categories.entries()],
    transmissions: [...new Set(offers.map((offer) => offer.transmission))],
    seats: [...new Set(offers.map((offer) => offer.seats))].sort((a, b) => a - b),
    sleepingSpots: [
      ...new Set(offers.map((offer) => offer.sleepingSpots).filter((spots): spots is number => spots !== null)),
    ].sort((a, b) => a - b),
  };
}

/** Step 1 (spec §2 /book/vehicles/): the search, then every class with its price, to sort, filter and choose. */
export function VehiclesStep(props: VehiclesStepProps) {
  const { search, rules, today, availability, cards, error, couponCode, onSearch, onSelect } = props;
  const { t, language } = useTranslation();
  const messageOf = useErrorMessage();
  const [sort, setSort] = useState<Sort>('priceAsc');
  const [category, setCategory] = useState('');
  const [transmission, setTransmission] = useState('');
  const [minSeats, setMinSeats] = useState(0);
  const [minSleepingSpots, setMinSleepingSpots] = useState(0);

  const offers = useMemo(() => (availability?.status === 'done' ? availability.value.vehicles : []), [availability]);
  const found = useMemo(() => facets(offers, cards), [offers, cards]);
  const shown = useMemo(() => {
    const filtered = offers.filter(
      (offer) =>
        (!category || offer.category === category) &&
        (!transmission || offer.transmission === transmission) &&
        offer.seats >= minSeats &&
        (minSleepingSpots === 0 || (offer.sleepingSpots ?? 0) >= minSleepingSpots),
    );
    const byPrice = (a: VehicleOffer, b: VehicleOffer) => a.price.total - b.price.total;
    return [...filtered].sort((a, b) => {
      // Sold-out classes stay at the end whatever the order.
      if (a.available > 0 !== b.available > 0) return a.available > 0 ? -1 : 1;
      if (sort === 'priceDesc') return -byPrice(a, b);
      if (sort === 'seats') return b.seats - a.seats || byPrice(a, b);
      return byPrice(a, b);
    });
  }, [offers, category, transmission, minSeats, minSleepingSpots, sort]);

  const promo = availability?.status === 'done' ? availability.value.promoCode : undefined;

  return (
    <section aria-labelledby="step-title" className={styles.step}>
      <StepHeading>
        <span id="step-title">{t('booking.vehicles.title')}</span>
      </StepHeading>
      {rules ? (
        <SearchBar
          rules={rules}
          today={today}
          initial={search}
          language={language}
          onSubmit={onSearch}
          couponCode={couponCode}
          variant="bar"
        />
      ) : (
        <div className={styles.searchPlaceholder} aria-hidden="true" />
      )}
      {error ? (
        <p role="alert" className={styles.errorMessage}>
          {messageOf(error)}
        </p>
      ) : null}
      {promo ? (
        <p role="status" className={promo.applied ? styles.promoApplied : styles.errorMessage}>
          {promo.applied
            ? t('booking.vehicles.promoApplied', { code: promo.code, percent: promo.percent ?? 0 })
            : t('booking.vehicles.promoInvalid', { code: promo.code })}
        </p>
      ) : null}
      {availability === null ? (
        <p className={styles.muted}>{t('booking.vehicles.chooseDates')}</p>
      ) : availability.status === 'failed' ? (
        <p role="alert" className={styles.errorMessage}>
          {availability.error.fields ? Object.values(availability.error.fields).join(' ') : availability.error.message}
        </p>
      ) : (
        <>
          <div className={styles.filters} role="group" aria-label={t('booking.vehicles.filtersLabel')}>
            <label>
              <span>{t('booking.vehicles.sort')}</span>
              <select value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
                <option value="priceAsc">{t('booking.vehicles.sortPriceAsc')}</option>
                <option value="priceDesc">{t('booking.vehicles.sortPriceDesc')}</option>
                <option value="seats">{t('booking.vehicles.sortSeats')}</option>
              </select>
            </label>
            <label>
              <span>{t('booking.vehicles.category')}</span>
              <select value={category} onChange={(event) => setCategory(event.target.value)}>
                <option value="">{t('booking.vehicles.all')}</option>
                {found.categories.map(([id, title]) => (
                  <option key={id} value={id}>
                    {title}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('booking.vehicles.transmission')}</span>
              <select value={transmission} onChange={(event) => setTransmission(event.target.value)}>
                <option value="">{t('booking.vehicles.all')}</option>
                {found.transmissions.map((value) => (
                  <option key={value} value={value}>
                    {t(`vehicles.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('booking.vehicles.seats')}</span>
              <select value={minSeats} onChange={(event) => setMinSeats(Number(event.target.value))}>
                <option value={0}>{t('booking.vehicles.all')}</option>
                {found.seats.map((value) => (
                  <option key={value} value={value}>
                    {t('booking.vehicles.atLeast', { count: value })}
                  </option>
                ))}
              </select>
            </label>
            {found.sleepingSpots.length > 0 ? (
              <label>
                <span>{t('booking.vehicles.sleepingSpots')}</span>
                <select value={minSleepingSpots} onChange={(event) => setMinSleepingSpots(Number(event.target.value))}>
                  <option value={0}>{t('booking.vehicles.all')}</option>
                  {found.sleepingSpots.map((value) => (
                    <option key={value} value={value}>
                      {t('booking.vehicles.atLeast', { count: value })}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          <p role="status" className={styles.resultCount}>
            {availability.status === 'loading'
              ? t('booking.vehicles.searching')
              : t('booking.vehicles.count', { count: shown.filter((offer) => offer.available > 0).length })}
          </p>
          <ul className={styles.offerList} aria-busy={availability.status === 'loading'}>
            {availability.status === 'loading'
              ? [0, 1, 2].map((index) => <li key={index} className={styles.offerSkeleton} aria-hidden="true" />)
              : shown.map((offer, index) => (
                  <OfferCard
                    key={offer.classId}
                    offer={offer}
                    card={cards[offer.vehicleDocumentId]}
                    priority={index === 0}
                    onSelect={onSelect}
                  />
                ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OfferCard({
  offer,
  card,
  priority,
  onSelect,
}: {
  offer: VehicleOffer;
  card: BookingVehicleCard | undefined;
  priority: boolean;
  onSelect: (vehicle: ChosenVehicle) => void;
}) {
  const { t } = useTranslation();
  const { price } = offer;
  const soldOut = offer.available === 0;
  const titleId = `offer-${offer.classId}`;
  return (
    <li className={styles.offer} data-sold-out={soldOut}>
      <div className={styles.offerImage}>
        {card?.image ? (
          <Picture image={card.image} priority={priority} sizes="(min-width: 1000px) 280px, 100vw" />
        ) : null}
        {price.discountPercent > 0 ? (
          <span className={styles.discount}>{t('booking.vehicles.discount', { percent: price.discountPercent })}</span>
        ) : null}
      </div>
      <div className={styles.offerBody}>
        <h2 id={titleId} className={styles.offerTitle}>
          {offer.name}{' '}
          <span className={styles.muted}>
            {price.guaranteedModel ? t('booking.summary.guaranteedModel') : t('booking.summary.orSimilar')}
          </span>
        </h2>
        {card?.categoryTitle ? <p className={styles.muted}>{card.categoryTitle}</p> : null}
        <VehicleFacts
          vehicle={{
            seats: offer.seats,
            ...(offer.doors !== null ? { doors: offer.doors } : {}),
            ...(offer.sleepingSpots !== null ? { sleepingSpots: offer.sleepingSpots } : {}),
            transmission: offer.transmission,
            fuel: offer.fuel,
            fourByFour: offer.fourByFour,
            fRoadAllowed: offer.fRoadAllowed,
          }}
        />
      </div>
      <div className={styles.offerPrice}>
        {price.discountPercent > 0 ? (
          <s
            className={styles.muted}
            aria-label={t('booking.vehicles.wasPrice', { price: money(price.totalBeforeDiscount, price.currency) })}
          >
            {money(price.totalBeforeDiscount, price.currency)}
          </s>
        ) : null}
        <strong className={styles.total}>{money(price.total, price.currency)}</strong>
        <span className={styles.muted}>
          {t('booking.vehicles.totalFor', { days: price.days, perDay: money(price.perDay, price.currency) })}
        </span>
        {soldOut ? (
          <span className={styles.soldOut}>{t('booking.vehicles.soldOut')}</span>
        ) : (
          <>
            {offer.available <= 2 ? (
              <span className={styles.fewLeft}>{t('booking.vehicles.fewLeft', { count: offer.available })}</span>
            ) : null}
            <button
              type="button"
              className={styles.primaryButton}
              aria-describedby={titleId}
              onClick={() =>
                onSelect({ classId: offer.classId, vehicleDocumentId: offer.vehicleDocumentId, name: offer.name })
              }
            >
              {t('booking.vehicles.select')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

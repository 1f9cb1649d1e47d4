import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { SigningLink } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { useTranslation } from '../../i18n/TranslationProvider';
import { ErrorSummary, type FieldProblem } from '../reservation/ErrorSummary';
import { ReservationHeading } from '../reservation/ReservationHeading';
import { icelandDateTime } from '../reservation/reservation-format';
import { QrCode } from './QrCode';
import { SignaturePadField, type SignaturePadHandle } from './SignaturePadField';
import { errorText, type StepProps } from './step-props';
import * as booking from '../booking/booking.module.css';
import * as styles from './checkin.module.css';
import { FieldError } from '../ui/FieldError';

interface SignatureStepProps extends StepProps {
  /** The link of the contract drawn up in this tab (shown once by the engine), to sign on another phone. */
  signingLink: SigningLink | null;
  /**
   * Asks the engine for a new link (with a session): the first one is shown once and a reload drops it.
   * Absent from a signing link's own page.
   */
  requestLink?: () => Promise<SigningLink>;
  /** The name the contract gives the renter (from the reservation or the signing link). */
  renterName: string;
  /** The unsigned contract's PDF. */
  contractPdf: string;
}

/**
 * The signature step: the agreement's PDF, a pad for a finger or a mouse, or the name typed instead
 * (the keyboard's way); with a session, also the signing link and its QR code to sign on another phone.
 */
export function SignatureStep({
  snapshot,
  send,
  signingLink,
  requestLink,
  renterName,
  contractPdf,
}: SignatureStepProps) {
  const { t, language } = useTranslation();
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState(renterName);
  const [typed, setTyped] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const signing = snapshot.matches({ signature: 'signing' });
  const error = snapshot.context.error;
  // The contract step's link while this tab has it, else one asked for on this page.
  const [askedLink, setAskedLink] = useState<SigningLink | null>(null);
  const link = signingLink ?? askedLink;
  const [linkState, setLinkState] = useState<'idle' | 'asking' | { code: string; message: string }>('idle');
  const askForLink = () => {
    if (!requestLink) return;
    setLinkState('asking');
    requestLink().then(
      (fresh) => {
        setAskedLink(fresh);
        setLinkState('idle');
      },
      (failure: unknown) =>
        setLinkState({
          code: failure instanceof ApiError ? failure.code : 'unexpected',
          message: failure instanceof Error ? failure.message : '',
        }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldProblem[] = [];
    if (name.trim().length < 2) found.push({ fieldId: 'signer-name', message: t('checkin.signature.nameRequired') });
    if (!typed && (pad.current?.isEmpty() ?? true)) {
      found.push({ fieldId: 'signature-method', message: t('checkin.signature.drawRequired') });
    }
    setProblems(found);
    setAttempt((value) => value + 1);
    if (found.length > 0) return;
    // An empty image is the typed signature: the name alone (docs/api.md, method `typed`).
    send({ type: 'signature.submit', signerName: name.trim(), image: typed ? '' : (pad.current?.toDataURL() ?? '') });
  };

  const messageOf = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message;
  const nameMessage = messageOf('signer-name') ?? error?.fields?.signerName;
  const linkUrl = link && typeof window !== 'undefined' ? `${window.location.origin}${link.path}` : null;
  return (
    <form className={booking.step} onSubmit={submit} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('checkin.signature.title')}</ReservationHeading>
      <p>{t('checkin.signature.intro')}</p>
      <p>
        <a href={contractPdf} className={booking.secondaryButton} data-testid="contract-pdf">
          {t('checkin.contract.pdf')}
        </a>
      </p>
      <ErrorSummary problems={problems} attempt={attempt} />
      {error && !error.fields ? (
        <p role="alert" className={booking.errorMessage} data-testid="signature-failure">
          {errorText(t, error)}
        </p>
      ) : null}
      <div className={booking.field} data-invalid={Boolean(nameMessage)}>
        <label htmlFor="signer-name">{t('checkin.signature.name')}</label>
        <input
          id="signer-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          aria-invalid={Boolean(nameMessage)}
          aria-describedby={nameMessage ? 'signer-name-error' : undefined}
        />
        <FieldError id="signer-name-error" message={nameMessage} />
      </div>
      <fieldset className={booking.fieldset} id="signature-method" tabIndex={-1}>
        <legend id="signature-legend">
          {typed ? t('checkin.signature.typedLegend') : t('checkin.signature.drawLegend')}
        </legend>
        {typed ? (
          <p className={styles.typedSignature} aria-live="polite" data-testid="typed-signature">
            {name}
          </p>
        ) : (
          <>
            <p id="signature-hint" className={booking.muted}>
              {t('checkin.signature.drawHint')}
            </p>
            <SignaturePadField ref={pad} labelledBy="signature-legend" describedBy="signature-hint" />
          </>
        )}
        {messageOf('signature-method') ? (
          <span className={booking.fieldError} role="alert">
            {messageOf('signature-method')}
          </span>
        ) : null}
        <button type="button" className={booking.secondaryButton} onClick={() => setTyped(!typed)} aria-pressed={typed}>
          {typed ? t('checkin.signature.drawInstead') : t('checkin.signature.typeInstead')}
        </button>
        {typed ? <p className={booking.muted}>{t('checkin.signature.typedNote')}</p> : null}
      </fieldset>
      <div className={booking.actions}>
        <button type="submit" className={booking.primaryButton} disabled={signing}>
          {signing ? t('checkin.sending') : t('checkin.signature.submit')}
        </button>
      </div>
      {linkUrl || requestLink ? (
        <section className={`${booking.fieldset} ${styles.signElsewhere}`} aria-labelledby="sign-elsewhere-title">
          <h2 id="sign-elsewhere-title">{t('checkin.signature.elsewhereTitle')}</h2>
          <p>{t('checkin.signature.elsewhereIntro')}</p>
          {link && linkUrl ? (
            <>
              <QrCode text={linkUrl} label={t('checkin.signature.qrLabel')} />
              <a href={linkUrl} data-testid="signing-link">
                {linkUrl}
              </a>
              <p>
                {t('checkin.signature.linkExpires', {
                  time: icelandDateTime(link.expiresAt, language as LocaleCode),
                })}
              </p>
            </>
          ) : (
            <button
              type="button"
              className={booking.secondaryButton}
              onClick={askForLink}
              disabled={linkState === 'asking'}
              data-testid="new-signing-link"
            >
              {linkState === 'asking' ? t('checkin.sending') : t('checkin.signature.showLink')}
            </button>
          )}
          {typeof linkState === 'object' ? (
            <p role="alert" className={booking.errorMessage}>
              {errorText(t, linkState)}
            </p>
          ) : null}
        </section>
      ) : null}
    </form>
  );
}

/** After the signature: the signed agreement to download (with a session; a link is spent once signed). */
export function DoneStep({ reference, withSession }: { reference: string; withSession: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={booking.step}>
      <ReservationHeading>{t('checkin.done.title')}</ReservationHeading>
      <p role="status">{t('checkin.done.intro', { reference })}</p>
      {withSession ? (
        <p>
          <a href={api.contractUrl(reference)} className={booking.primaryButton} download data-testid="signed-pdf">
            {t('checkin.done.pdf')}
          </a>
        </p>
      ) : (
        <p>{t('checkin.done.fromLink')}</p>
      )}
    </div>
  );
}

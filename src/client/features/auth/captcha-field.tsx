/**
 * The human check of registration and forgotten password (the 'captcha' widget of the form
 * engine). ALTCHA by default: the `altcha-widget` web component solves the server's proof-of-work
 * challenge (GET captcha/challenge) in a worker and hands back the payload, which the form sends
 * as `recaptcha`. With RECAPTCHA_SITE_KEY configured, Google's reCAPTCHA widget is used instead
 * (its script and frame need the Google hosts in the Content-Security-Policy).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        language?: string;
        configuration?: string;
      };
    }
  }
}

declare global {
  interface Window {
    grecaptcha?: {
      render(element: HTMLElement, options: Record<string, unknown>): number;
      ready(callback: () => void): void;
    };
  }
}

function AltchaCaptcha({
  onChange,
  id,
}: {
  onChange: (value: string | undefined) => void;
  id: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const { i18n, t } = useTranslation();
  useEffect(() => {
    void import('altcha');
    // The widget's own texts ("Nem vagyok robot") in Hungarian and English.
    void import('altcha/i18n/hu');
    void import('altcha/i18n/en');
    const element = ref.current;
    if (!element) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      onChange(payload || undefined);
    };
    const expired = () => onChange(undefined);
    element.addEventListener('verified', verified);
    element.addEventListener('expired', expired);
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('expired', expired);
    };
  }, [onChange]);
  return (
    <altcha-widget
      ref={ref}
      id={id}
      aria-label={t('auth:captcha.label')}
      challenge={`${getRuntimeConfig().apiUrl}/captcha/challenge`}
      name="altcha"
      language={i18n.language === 'hu' ? 'hu' : 'en'}
    />
  );
}

function Recaptcha({
  siteKey,
  onChange,
}: {
  siteKey: string;
  onChange: (value: string | undefined) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const render = () => {
      if (!ref.current || !window.grecaptcha) return;
      window.grecaptcha.render(ref.current, {
        sitekey: siteKey,
        callback: (token: string) => onChange(token),
        'expired-callback': () => onChange(undefined),
      });
    };
    if (window.grecaptcha) {
      window.grecaptcha.ready(render);
      return;
    }
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.addEventListener('load', () => window.grecaptcha?.ready(render));
    document.head.append(script);
  }, [siteKey, onChange]);
  return <div ref={ref} />;
}

/** Renders the configured human check for an rjsf widget. */
export function renderCaptcha(props: WidgetProps) {
  return (
    <CaptchaField id={props.id} onChange={props.onChange as (value: string | undefined) => void} />
  );
}

function CaptchaField({
  id,
  onChange,
}: {
  id: string;
  onChange: (value: string | undefined) => void;
}) {
  const siteKey = getRuntimeConfig().recaptchaSiteKey;
  return siteKey ? (
    <Recaptcha siteKey={siteKey} onChange={onChange} />
  ) : (
    <AltchaCaptcha id={id} onChange={onChange} />
  );
}

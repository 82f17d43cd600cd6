/**
 * The human check (the 'recaptcha' fields of spec section 3). The check itself belongs to the
 * session feature: it passes its component as `formContext.renderCaptcha(props)`. Without one
 * (Storybook, tests) a plain text box stands in, so the form stays usable and validatable.
 */
import { memo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import type { ReactNode } from 'react';

export type RenderCaptcha = (props: WidgetProps) => ReactNode;

function CaptchaWidgetBase(props: WidgetProps) {
  const render = props.registry.formContext?.renderCaptcha as RenderCaptcha | undefined;
  if (render) return <>{render(props)}</>;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // oxlint-disable-next-line react/static-components -- a registry template, looked up, not created, here
  return <BaseInputTemplate {...props} type="text" />;
}

export const CaptchaWidget = memo(CaptchaWidgetBase);

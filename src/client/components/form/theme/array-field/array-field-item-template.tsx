/** One item of a repeating group: a card with the item's fields and its move/remove buttons. */
import { memo } from 'react';
import { ButtonGroup, Card } from '@blueprintjs/core';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';

function ArrayFieldItemTemplateBase(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  return (
    <li className="schema-form-array-item">
      <Card compact>
        <div className="schema-form-array-item-body">{children}</div>
        {hasToolbar ? (
          <ButtonGroup className="schema-form-array-item-toolbar">
            {/* oxlint-disable-next-line react/static-components -- a registry template: a stable module-level component, looked up, not created, here */}
            <ArrayFieldItemButtonsTemplate {...buttonsProps} />
          </ButtonGroup>
        ) : null}
      </Card>
    </li>
  );
}

export const ArrayFieldItemTemplate = memo(ArrayFieldItemTemplateBase);

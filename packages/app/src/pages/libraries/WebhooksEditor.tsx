import { MESSAGES, type Webhook } from '@reelbase/contract';
import { Button, Inline, Stack, Text, TextField, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Fieldset } from '../../forms/Fieldset.ts';
import { useRowsTouched } from '../../forms/useForm.ts';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';

/** One webhook, set off from the one above it by a rule. */
const Entry = styled(Stack)`
  & + & {
    padding-top: ${token('space-4')};
    border-top: 1px solid ${token('color-border')};
  }
`;
const KeyField = styled(TextField)`
  input {
    font-family: ${token('font-family-mono')};
  }
`;

export interface WebhooksEditorProps {
  webhooks: readonly Webhook[];
  onChange: (webhooks: Webhook[]) => void;
  /** Field errors keyed like `webhooks.0.url`. */
  errorFor: (field: string) => string | undefined;
}

/**
 * The library's webhooks: per webhook its URL and its API key, the key masked until "Reveal" is
 * pressed, with "Copy" and "Remove"; and "Add webhook". One column, so it reads the same on a phone.
 */
export function WebhooksEditor({ webhooks, onChange, errorFor }: WebhooksEditorProps) {
  // A new row shows its messages once something is typed into it or a save is tried.
  const rows = useRowsTouched<HTMLFieldSetElement>();
  const [revealed, setRevealed] = useState<readonly number[]>([]);
  const update = (index: number, change: Partial<Webhook>) => {
    rows.touch(index);
    onChange(webhooks.map((hook, at) => (at === index ? { ...hook, ...change } : hook)));
  };
  const toggleReveal = (index: number) =>
    setRevealed((current) => (current.includes(index) ? current.filter((at) => at !== index) : [...current, index]));
  const remove = (index: number) => {
    rows.remove(index);
    setRevealed((current) => current.flatMap((at) => (at === index ? [] : [at > index ? at - 1 : at])));
    onChange(webhooks.filter((_, at) => at !== index));
  };
  const copy = async (apiKey: string) => {
    if (await copyText(apiKey)) notify({ kind: 'success', text: MESSAGES.copiedToClipboard });
    else notify({ kind: 'error', text: ADMIN_TEXTS.copyFailed });
  };

  return (
    <Fieldset ref={rows.ref}>
      <legend>Webhooks</legend>
      <Stack $gap={4}>
        {webhooks.length === 0 && <Text tone="muted">There are no webhooks for this library.</Text>}
        {webhooks.map((hook, index) => {
          const number = index + 1;
          const isRevealed = revealed.includes(index);
          return (
            // Rows have no id of their own; their position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Entry key={index} $gap={3} role="group" aria-label={`Webhook ${number}`}>
              <TextField
                label={`Webhook ${number} URL`}
                type="url"
                value={hook.url}
                onChange={(url) => update(index, { url })}
                errorMessage={rows.shows(index) ? errorFor(`webhooks.${index}.url`) : undefined}
              />
              <KeyField
                label={`Webhook ${number} API key`}
                type={isRevealed ? 'text' : 'password'}
                autoComplete="off"
                spellCheck="false"
                value={hook.apiKey}
                onChange={(apiKey) => update(index, { apiKey })}
                errorMessage={rows.shows(index) ? errorFor(`webhooks.${index}.apiKey`) : undefined}
              />
              <Inline $gap={2} $justify="space-between">
                <Inline $gap={2}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Reveal webhook ${number} API key`}
                    aria-pressed={isRevealed}
                    onPress={() => toggleReveal(index)}
                  >
                    Reveal
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Copy webhook ${number} API key`}
                    isDisabled={hook.apiKey === ''}
                    disabledReason={ADMIN_TEXTS.nothingToCopy}
                    onPress={() => copy(hook.apiKey)}
                  >
                    Copy
                  </Button>
                </Inline>
                <Button size="sm" variant="ghost" aria-label={`Remove webhook ${number}`} onPress={() => remove(index)}>
                  Remove
                </Button>
              </Inline>
            </Entry>
          );
        })}
        <div>
          <Button variant="secondary" size="sm" onPress={() => onChange([...webhooks, { url: '', apiKey: '' }])}>
            Add webhook
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}

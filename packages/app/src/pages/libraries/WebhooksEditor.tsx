import type { Webhook } from '@reelbase/contract';
import { Button, TextField, token } from '@reelbase/ui';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin: 0;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  legend {
    font-weight: 600;
    padding: 0 ${token('space-1')};
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  gap: ${token('space-2')};
  align-items: end;
`;
const Empty = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export interface WebhooksEditorProps {
  webhooks: readonly Webhook[];
  onChange: (webhooks: Webhook[]) => void;
  /** Field errors keyed like `webhooks.0.url`. */
  errorFor: (field: string) => string | undefined;
}

/** The library's webhooks: rows of URL and API key, each removable, and "Add webhook". */
export function WebhooksEditor({ webhooks, onChange, errorFor }: WebhooksEditorProps) {
  const update = (index: number, change: Partial<Webhook>) =>
    onChange(webhooks.map((hook, at) => (at === index ? { ...hook, ...change } : hook)));
  return (
    <Fieldset>
      <legend>Webhooks</legend>
      {webhooks.length === 0 && <Empty>There are no webhooks for this library.</Empty>}
      {webhooks.map((hook, index) => (
        // Rows have no id of their own; their position is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Row key={index}>
          <TextField
            label={`Webhook ${index + 1} URL`}
            type="url"
            value={hook.url}
            onChange={(url) => update(index, { url })}
            errorMessage={errorFor(`webhooks.${index}.url`)}
          />
          <TextField
            label={`Webhook ${index + 1} API key`}
            value={hook.apiKey}
            onChange={(apiKey) => update(index, { apiKey })}
            errorMessage={errorFor(`webhooks.${index}.apiKey`)}
          />
          <Button variant="ghost" onPress={() => onChange(webhooks.filter((_, at) => at !== index))}>
            Remove webhook {index + 1}
          </Button>
        </Row>
      ))}
      <div>
        <Button variant="secondary" size="sm" onPress={() => onChange([...webhooks, { url: '', apiKey: '' }])}>
          Add webhook
        </Button>
      </div>
    </Fieldset>
  );
}

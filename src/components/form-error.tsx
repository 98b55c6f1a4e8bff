import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A form's refusal that names none of its fields, shown inside the form (not as a toast). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

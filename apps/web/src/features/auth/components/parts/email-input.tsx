import { Mail } from 'lucide-react';
import { Input, type InputProps } from '@/components/ui/input';

/** The e-mail field of the sign-in and sign-up forms (label, keyboard, autofill and icon). */
export function EmailInput(props: Omit<InputProps, 'label' | 'type' | 'autoComplete' | 'leftIcon'>) {
  return <Input label="E-mail" type="email" autoComplete="email" leftIcon={<Mail />} {...props} />;
}

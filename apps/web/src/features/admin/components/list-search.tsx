// The search box of the back-office lists searched by name, e-mail or phone: typing goes back to page 1 and
// the list asks the API once the typing pauses (300 ms).
import { useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export function useListSearch() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(text.trim(), 300);
  const onText = (value: string) => {
    setText(value);
    setPage(1);
  };
  return { text, onText, search: debounced || undefined, page, setPage };
}

export function ListSearch({
  label,
  text,
  onText,
  className,
}: {
  label: string;
  text: string;
  onText: (value: string) => void;
  className?: string;
}) {
  return (
    <Input
      aria-label={label}
      placeholder="Nome, e-mail ou telefone"
      leftIcon={<Search />}
      value={text}
      onChange={(e) => onText(e.target.value)}
      containerClassName={className}
    />
  );
}

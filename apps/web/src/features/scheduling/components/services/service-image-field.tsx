import { useState } from 'react';
import { ImageOff, Link2 } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** The service picture, as the address of an image (there is no upload for services yet). */
export function ServiceImageField({ value, onChange, error }: { value: string | null; onChange: (v: string | null) => void; error?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex items-start gap-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-muted">
        {value && !broken ? (
          <img src={value} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
        ) : (
          <ImageOff className="size-5 text-subtle-foreground" aria-hidden />
        )}
      </div>
      <Input
        label="Imagem (opcional)"
        placeholder="https://…"
        leftIcon={<Link2 />}
        value={value ?? ''}
        onChange={(e) => {
          setBroken(false);
          onChange(e.target.value.trim() ? e.target.value.trim() : null);
        }}
        description="Cole o endereço de uma foto do serviço."
        error={error}
        containerClassName="flex-1"
      />
    </div>
  );
}

import { Avatar } from '@/components/ui/avatar';
import { Pill } from '@/components/ui/pill';
import { Spinner } from '@/components/ui/loader';

const names = ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Alves', 'Érica Nunes', 'Fábio Rocha', 'Gabi Torres', 'Heitor Melo'];
const services = ['Corte', 'Escova', 'Manicure', 'Barba', 'Limpeza de pele', 'Coloração'];

/** A long list for the drawer demo; the drawer's onScrollEnd adds rows. */
export function DemoDrawerList({ count, done }: { count: number; done: boolean }) {
  return (
    <ul className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, i) => {
        const name = names[i % names.length] as string;
        return (
          <li key={i} className="flex items-center gap-3 rounded-xl border border-border p-3">
            <Avatar name={name} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">
                {String(8 + Math.floor(i / 2)).padStart(2, '0')}:{i % 2 ? '30' : '00'} · {services[i % services.length]}
              </p>
            </div>
            <Pill size="sm" type={i % 5 === 0 ? 'warning' : 'success'}>
              {i % 5 === 0 ? 'Pendente' : 'Confirmado'}
            </Pill>
          </li>
        );
      })}
      <li className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
        {done ? (
          'Fim da lista'
        ) : (
          <>
            <Spinner size="sm" label={null} /> Role para carregar mais…
          </>
        )}
      </li>
    </ul>
  );
}

/** Draws a colourful sample picture locally (no download) for the cropper demo. */
export function makeSampleImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 800;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const bg = ctx.createLinearGradient(0, 0, 1200, 800);
  bg.addColorStop(0, '#6a43ea');
  bg.addColorStop(1, '#14a998');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, 1200, 800);
  const circles: [number, number, number, string][] = [
    [300, 260, 180, 'rgba(255,255,255,0.18)'],
    [880, 520, 240, 'rgba(255,255,255,0.12)'],
    [620, 380, 120, 'rgba(255,214,102,0.85)'],
  ];
  for (const [x, y, r, color] of circles) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = color;
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.font = '600 64px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText('Studio Bella', 600, 700);
  return canvas.toDataURL('image/png');
}

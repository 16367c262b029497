import { Camera, FlaskConical, Globe, Mail, MessageCircle, Send } from 'lucide-react';
import { CHANNEL_LABELS, type TChannel } from '@agenda/shared/channel';

const ICONS: Record<TChannel, typeof MessageCircle> = {
  whatsapp: MessageCircle,
  instagram: Camera,
  email: Mail,
  web: Globe,
  facebook: MessageCircle,
  telegram: Send,
  test: FlaskConical,
};

const COLORS: Partial<Record<TChannel, string>> = {
  whatsapp: 'text-emerald-600 dark:text-emerald-400',
  instagram: 'text-fuchsia-600 dark:text-fuchsia-400',
  test: 'text-amber-600 dark:text-amber-400',
};

/** A small channel icon with its name for screen readers (and as a tooltip). */
export function ChannelIcon({ channel, className = 'size-3.5' }: { channel: TChannel; className?: string }) {
  const Icon = ICONS[channel] ?? MessageCircle;
  const label = CHANNEL_LABELS[channel] ?? channel;
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex shrink-0 ${COLORS[channel] ?? 'text-muted-foreground'}`}>
      <Icon className={className} aria-hidden />
    </span>
  );
}

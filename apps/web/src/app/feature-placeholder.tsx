import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The designed empty state of a route whose feature comes in a later issue. */
export function FeaturePlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto w-full max-w-4xl p-4 sm:p-6" data-testid="feature-placeholder">
      <EmptyState
        icon={Sparkles}
        badge="Em breve"
        title={<span data-testid="feature-title">{title}</span>}
        description={
          <>
            {description}
            <br />
            <span className="text-subtle-foreground">Estamos preparando esta área. Ela ficará disponível em breve.</span>
          </>
        }
      />
    </div>
  );
}

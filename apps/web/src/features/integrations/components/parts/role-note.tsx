import { Lock } from 'lucide-react';

/** Members with the "Consultas e agendamentos" role see the connection but cannot change it. */
export function RoleNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-border bg-surface-sunken/60 px-3 py-2.5 text-[13px] text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      Só o proprietário e os administradores da empresa podem conectar ou desconectar canais.
    </p>
  );
}

// /admin/ai_model (models the brains call and their prices) and /admin/ai_model_run (every brain turn
// with tokens, cost, latency and errors).
import { useState } from 'react';
import { Link } from 'react-router';
import { Bot, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CurrencyInput, formatCents } from '@/components/ui/currency-input';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useAiModels, useAiRuns, useSaveAiModel } from '../api/ai-api';
import type { TAdminAiModel } from '../api/page-types';
import { AdminPageShell, formatDateTime, Pager, QueryState, TABLE, TD, TH, TableScroll } from './admin-page-shell';

const fraction = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 4 });

function ModelForm({ model, onClose }: { model: TAdminAiModel | null; onClose: () => void }) {
  const [form, setForm] = useState<Omit<TAdminAiModel, 'id'>>(
    model ?? { name: '', provider: 'openai', input_price_per_million: 0, output_price_per_million: 0, is_active: true },
  );
  const save = useSaveAiModel();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={model ? `Editar ${model.name}` : 'Novo modelo'}
      description="Preços em reais por milhão de tokens, usados no custo de cada execução."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={save.isPending}
            disabled={form.name.trim().length < 2}
            onClick={() => save.mutate({ ...form, id: model?.id }, { onSuccess: onClose })}
          >
            Salvar modelo
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Input
          label="Nome do modelo"
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          placeholder="gpt-4o-mini"
        />
        <Select
          label="Provedor"
          value={form.provider}
          onValueChange={(v) => setForm({ ...form, provider: v as TAdminAiModel['provider'] })}
          options={[
            { value: 'openai', label: 'OpenAI (API compatível)' },
            { value: 'embedded', label: 'Cérebro embutido' },
          ]}
        />
        <CurrencyInput
          label="Entrada (por milhão de tokens)"
          value={form.input_price_per_million}
          onValueChange={(v) => setForm({ ...form, input_price_per_million: v ?? 0 })}
        />
        <CurrencyInput
          label="Saída (por milhão de tokens)"
          value={form.output_price_per_million}
          onValueChange={(v) => setForm({ ...form, output_price_per_million: v ?? 0 })}
        />
        <Switch label="Ativo" checked={form.is_active} onCheckedChange={(v) => setForm({ ...form, is_active: v })} />
      </div>
    </Modal>
  );
}

export function AdminAiModelsPage() {
  const query = useAiModels();
  const [editing, setEditing] = useState<TAdminAiModel | 'new' | null>(null);
  return (
    <AdminPageShell
      title="Modelos de IA"
      subtitle={
        query.data
          ? `Em uso agora: ${query.data.configured.model} (${query.data.configured.brain === 'openai' ? 'OpenAI' : 'cérebro embutido'}).`
          : undefined
      }
      actions={
        <Button leftIcon={<Plus />} onClick={() => setEditing('new')}>
          Novo modelo
        </Button>
      }
    >
      <QueryState query={query} title="Não foi possível carregar os modelos">
        {(data) =>
          data.models.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={Bot}
              title="Nenhum modelo cadastrado"
              description="Cadastre um modelo com seus preços para ver o custo das execuções."
            />
          ) : (
            <ul aria-label="Modelos" className="divide-y divide-border rounded-xl border border-border bg-surface">
              {data.models.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                  <strong className="min-w-0 flex-1">{m.name}</strong>
                  <span className="text-muted-foreground">
                    Entrada {formatCents(m.input_price_per_million)} · saída {formatCents(m.output_price_per_million)} por milhão
                  </span>
                  {m.is_active ? <Pill type="success">Ativo</Pill> : <Pill type="default">Inativo</Pill>}
                  <Button size="sm" variant="outline" onClick={() => setEditing(m)}>
                    Editar
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing ? (
        <ModelForm
          key={editing === 'new' ? 'new' : editing.id}
          model={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPageShell>
  );
}

export function AdminAiRunsPage() {
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = useAiRuns({ errors_only: errorsOnly ? 'true' : undefined, page });
  return (
    <AdminPageShell title="Execuções de IA" subtitle="Cada turno da secretária: tokens, custo, tempo de resposta e erros.">
      <Switch
        label="Só execuções com erro"
        checked={errorsOnly}
        onCheckedChange={(v) => {
          setErrorsOnly(v);
          setPage(1);
        }}
      />
      <QueryState query={query} title="Não foi possível carregar as execuções">
        {(data) =>
          data.runs.length === 0 ? (
            <EmptyState variant="inline" icon={Bot} title="Nenhuma execução" description="Nada com este filtro." />
          ) : (
            <>
              <TableScroll label="Execuções" className="bg-surface">
                <table className={TABLE} aria-label="Execuções">
                  <thead className="border-b border-border">
                    <tr>
                      <th className={TH}>Quando</th>
                      <th className={TH}>Empresa</th>
                      <th className={TH}>Modelo</th>
                      <th className={TH}>Tokens</th>
                      <th className={TH}>Custo</th>
                      <th className={TH}>Tempo</th>
                      <th className={TH}>Resultado</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {data.runs.map((r) => (
                      <tr key={r.id}>
                        <td className={TD}>
                          {r.chat_id ? (
                            <Link to={`/admin/chats/${r.chat_id}/logs`} className="text-primary underline-offset-2 hover:underline">
                              {formatDateTime(r.created_at)}
                            </Link>
                          ) : (
                            formatDateTime(r.created_at)
                          )}
                        </td>
                        <td className={TD}>{r.company_name ?? '—'}</td>
                        <td className={TD}>{r.model}</td>
                        <td className={TD}>
                          {r.prompt_tokens} + {r.completion_tokens}
                        </td>
                        <td className={TD}>{r.cost_cents === null ? 'Sem preço' : fraction.format(r.cost_cents / 100)}</td>
                        <td className={TD}>{r.latency_ms} ms</td>
                        <td className={TD}>
                          {r.error ? (
                            <Pill type="error" dot>
                              {r.error}
                            </Pill>
                          ) : (
                            <span className="text-muted-foreground">{r.tool_calls} ferramenta(s)</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['execução', 'execuções']} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}

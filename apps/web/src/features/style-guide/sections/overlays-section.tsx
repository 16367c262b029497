import { Archive, CalendarPlus, Copy, Crop, Image as ImageIcon, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CROP_ASPECT, Cropper } from '@/components/ui/cropper';
import { Drawer, type DrawerPosition } from '@/components/ui/drawer';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Modal, ModalClose } from '@/components/ui/modal';
import { PhoneInput } from '@/components/ui/phone-input';
import { Tooltip } from '@/components/ui/tooltip';
import { Panel, Section } from './parts';
import { DemoDrawerList, makeSampleImage } from './overlay-demos';

const positions: { position: DrawerPosition; label: string }[] = [
  { position: 'right', label: 'Direita' },
  { position: 'left', label: 'Esquerda' },
  { position: 'top', label: 'Topo' },
  { position: 'bottom', label: 'Baixo' },
];

export function OverlaysSection() {
  const [drawer, setDrawer] = useState<DrawerPosition | 'locked' | null>(null);
  const [crop, setCrop] = useState<'avatar' | 'cover' | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [coverUrl, setCoverUrl] = useState<string | null>(null);
  const [showCanceled, setShowCanceled] = useState(false);
  const [rows, setRows] = useState(12);

  const openCropper = (kind: 'avatar' | 'cover') => {
    setImage((current) => current ?? makeSampleImage());
    setCrop(kind);
  };

  return (
    <Section
      id="sobreposicoes"
      title="Modais, gavetas e menus"
      description="Fecham com Esc, clique fora ou no botão ×. No celular o modal vira uma folha que sobe da parte de baixo."
    >
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <Panel title="Modal">
            <div className="flex flex-wrap gap-3">
              <Modal
                trigger={<Button leftIcon={<UserPlus />}>Novo cliente</Button>}
                title="Novo cliente"
                description="Os dados ficam salvos na ficha do cliente."
                icon={<UserPlus />}
                footer={
                  <>
                    <ModalClose>
                      <Button variant="outline">Cancelar</Button>
                    </ModalClose>
                    <ModalClose>
                      <Button>Salvar cliente</Button>
                    </ModalClose>
                  </>
                }
              >
                <div className="flex flex-col gap-4">
                  <Input label="Nome" placeholder="Nome completo" autoFocus />
                  <PhoneInput label="WhatsApp" />
                </div>
              </Modal>
              <Modal
                size="sm"
                trigger={
                  <Button variant="danger" leftIcon={<Trash2 />}>
                    Excluir serviço
                  </Button>
                }
                title="Excluir “Corte feminino”?"
                description="Os agendamentos já marcados continuam na agenda. Esta ação não pode ser desfeita."
                footer={
                  <>
                    <ModalClose>
                      <Button variant="outline">Cancelar</Button>
                    </ModalClose>
                    <ModalClose>
                      <Button variant="danger">Excluir</Button>
                    </ModalClose>
                  </>
                }
              />
            </div>
          </Panel>
          <Panel title="Drawer" hint="Direita, esquerda, topo e baixo">
            <div className="flex flex-wrap gap-2">
              {positions.map((p) => (
                <Button key={p.position} variant="outline" onClick={() => setDrawer(p.position)}>
                  {p.label}
                </Button>
              ))}
              <Button variant="secondary" onClick={() => setDrawer('locked')}>
                Sem Esc
              </Button>
            </div>
          </Panel>
          <Panel title="Menu e dica">
            <div className="flex flex-wrap items-center gap-3">
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline">Ações do agendamento</Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start" className="w-60">
                  <DropdownMenuLabel>Agendamento</DropdownMenuLabel>
                  <DropdownMenuItem icon={<Pencil />} shortcut="E">
                    Editar
                  </DropdownMenuItem>
                  <DropdownMenuItem icon={<Copy />}>Duplicar</DropdownMenuItem>
                  <DropdownMenuItem icon={<Archive />} disabled>
                    Arquivar
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuCheckboxItem checked={showCanceled} onCheckedChange={setShowCanceled}>
                    Mostrar cancelados
                  </DropdownMenuCheckboxItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem icon={<Trash2 />} destructive>
                    Cancelar agendamento
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
              <Tooltip content="Criar um agendamento rápido">
                <Button iconOnly variant="secondary" aria-label="Novo agendamento">
                  <CalendarPlus />
                </Button>
              </Tooltip>
            </div>
          </Panel>
        </div>
        <Panel title="Recorte de imagem" hint="Avatar 1:1 · capa 16:5">
          <div className="flex flex-col gap-4">
            <div className="relative overflow-hidden rounded-xl border border-border">
              <div className="aspect-[16/5] bg-gradient-to-r from-brand-200 to-teal-200 dark:from-brand-900 dark:to-teal-900">
                {coverUrl ? <img src={coverUrl} alt="Capa recortada" className="size-full object-cover" /> : null}
              </div>
              <div className="-mt-8 flex items-end gap-3 px-4 pb-3">
                <Avatar name="Studio Bella" src={avatarUrl} size="xl" className="ring-4 ring-surface" />
                <p className="pb-1 text-sm font-semibold">Studio Bella</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" leftIcon={<Crop />} onClick={() => openCropper('avatar')}>
                Recortar avatar
              </Button>
              <Button variant="outline" leftIcon={<ImageIcon />} onClick={() => openCropper('cover')}>
                Recortar capa
              </Button>
            </div>
          </div>
        </Panel>
      </div>

      <Drawer
        open={drawer !== null && drawer !== 'locked'}
        onOpenChange={(o) => !o && setDrawer(null)}
        position={drawer && drawer !== 'locked' ? drawer : 'right'}
        title="Agendamentos de hoje"
        description="Role até o fim para carregar mais."
        allowFullWidth
        onScrollEnd={() => setRows((r) => Math.min(r + 8, 36))}
        footer={
          <>
            <Button variant="outline" onClick={() => setDrawer(null)}>
              Fechar
            </Button>
            <Button>Novo agendamento</Button>
          </>
        }
      >
        <DemoDrawerList count={rows} done={rows >= 36} />
      </Drawer>
      <Drawer
        open={drawer === 'locked'}
        onOpenChange={(o) => !o && setDrawer(null)}
        title="Confirme seu código"
        description="Esc está desativado nesta gaveta; use o botão ou clique fora."
        disableEscape
        size="sm"
      >
        <Input label="Código de 6 dígitos" inputMode="numeric" maxLength={6} placeholder="000000" />
      </Drawer>

      <Cropper
        open={crop !== null}
        onOpenChange={(o) => !o && setCrop(null)}
        image={image}
        aspect={crop === 'cover' ? CROP_ASPECT.cover : CROP_ASPECT.avatar}
        cropShape={crop === 'avatar' ? 'round' : 'rect'}
        onSave={(blob) => {
          const url = URL.createObjectURL(blob);
          if (crop === 'cover') setCoverUrl(url);
          else setAvatarUrl(url);
        }}
      />
    </Section>
  );
}

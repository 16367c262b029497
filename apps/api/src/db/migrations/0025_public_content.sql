CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"category" text DEFAULT 'articles' NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_unique" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_identifier_unique" ON "landing_pages" USING btree ("identifier");--> statement-breakpoint
CREATE TABLE "platform_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"fingerprint" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery" text DEFAULT 'stored' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "platform_logs_fingerprint_idx" ON "platform_logs" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "platform_events_device_idx" ON "platform_events" USING btree ("device_hash","event_name","created_at");--> statement-breakpoint
INSERT INTO "articles" ("slug", "title", "description", "content", "category", "published_at") VALUES
	('como-reduzir-faltas-com-lembretes', 'Como reduzir faltas com lembretes automáticos', 'Lembretes pelo WhatsApp na véspera e no dia diminuem as faltas do salão. Veja como configurar em cinco minutos.', 'Faltas custam caro: um horário vazio não volta.

Com a Agenda Inteligente, cada agendamento recebe um lembrete pelo WhatsApp na véspera e outro algumas horas antes. O cliente confirma ou remarca respondendo à própria mensagem.

Para ativar, abra Configurações, escolha Lembretes e defina os horários de envio.', 'tutorials', now()),
	('secretaria-com-ia-no-whatsapp', 'Secretária com IA no WhatsApp: o que muda no seu atendimento', 'Uma secretária virtual responde clientes a qualquer hora, consulta a agenda e marca horários sem você parar o trabalho.', 'Responder mensagens entre um atendimento e outro tira o foco de quem trabalha com as mãos.

A secretária com IA lê a agenda, oferece os horários livres, confirma o serviço e registra o cliente. Quando não sabe algo, chama você.

Você acompanha tudo pelo painel e pode assumir a conversa quando quiser.', 'articles', now()),
	('novidade-pagina-de-agendamento', 'Novidade: página pública de agendamento', 'Agora cada empresa tem uma página própria para os clientes escolherem serviço, profissional e horário.', 'A página pública mostra seus serviços, preços e horários livres em tempo real.

Compartilhe o link no Instagram e no WhatsApp: o cliente agenda sozinho e você recebe a confirmação.', 'news', now()),
	('rascunho-dicas-de-precificacao', 'Dicas de precificação (rascunho)', 'Rascunho ainda não publicado.', 'Texto em revisão.', 'tips', NULL);--> statement-breakpoint
INSERT INTO "landing_pages" ("identifier", "title", "description", "content", "published_at") VALUES
	('barbearias', 'Agenda Inteligente para barbearias', 'Sua barbearia com agenda cheia e atendimento no WhatsApp 24 horas, sem contratar recepcionista.', 'Clientes de barbearia querem resposta rápida. A secretária com IA responde na hora, mostra os horários livres de cada barbeiro e confirma o corte.

Lembretes automáticos reduzem as faltas e a página de agendamento recebe clientes novos do Instagram.', now()),
	('clinicas/estetica', 'Agenda Inteligente para clínicas de estética', 'Confirmações, lembretes e agendamento online para clínicas de estética.', 'Procedimentos longos pedem uma agenda bem organizada. A Agenda Inteligente bloqueia o tempo certo de cada procedimento e confirma com a cliente pelo WhatsApp.', now()),
	('campanha-rascunho', 'Campanha em preparação', 'Ainda não publicada.', 'Em preparação.', NULL);

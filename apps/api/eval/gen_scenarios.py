# Generates the 77 original scenarios, now in eval/dev/ (kept in the repo; this script is how they were
# written). It rewrites only its own files: the other dev files and the sealed set are never touched.
import json, os
S = []
def sc(id, business, now, client, turns, expect=None, existing=None, settings=None, description=None):
    d = {"id": id, "business": business, "now": {"dow": now[0], "time": now[1]}, "client": {"name": client}, "turns": []}
    if description: d["description"] = description
    if settings: d["settings"] = settings
    if existing: d["existing"] = existing
    for t in turns:
        if isinstance(t, str): t = (t, {})
        send, exp = t[0], t[1]
        turn = {"send": send}
        if len(t) > 2: turn["after_min"] = t[2]
        if exp: turn["expect"] = exp
        d["turns"].append(turn)
    if expect is not None: d["expect"] = expect
    S.append(d)
BOOK = {"actions": ["book"], "contains": ["agendado"]}
THU, WED, TUE, FRI, SAT = (4, "10:00"), (3, "09:30"), (2, "14:00"), (5, "08:15"), (6, "09:00")
B = lambda svc, off, time=None: ({"service": svc, "day_offset": off, **({"time": time} if time else {})})

# ---------------- barbearia ----------------
sc("barb-01-corte-amanha-tarde", "barbearia", THU, "Lucas Andrade", [
  ("oi, tem horário pra corte amanhã de tarde?", {"contains": ["sexta-feira", "13:00", "15:30", "17:30"]}),
  ("pode ser o segundo", BOOK)], {"bookings": [B("Corte masculino", 1, "15:30")], "handoff": False})
sc("barb-02-direto-hora", "barbearia", THU, "Rafael Lima", [
  ("Boa tarde! Queria marcar um corte pra sexta às 16h", BOOK)], {"bookings": [B("Corte masculino", 1, "16:00")]})
sc("barb-03-typo-barba", "barbearia", THU, "Gustavo Pereira", [
  ("fala zé, consigo fazer a barbaa amanha cedo?", {"contains": ["08:00"]}),
  ("8h ta otimo", BOOK)], {"bookings": [B("Barba", 1, "08:00")]})
sc("barb-04-preco-corte", "barbearia", THU, "Thiago Souza", [
  ("qnto ta o corte?", {"contains": ["R$ 45,00"], "no_actions": ["book"]})], {"bookings": []})
sc("barb-05-preco-combo-e-marca", "barbearia", WED, "Bruno Costa", [
  ("quanto custa corte e barba? tem horario sabado?", {"contains": ["R$ 70,00", "sábado"]}),
  ("o primeiro", BOOK)], {"bookings": [B("Corte + Barba", 3, "08:00")]})
sc("barb-06-pix", "barbearia", THU, "Felipe Rocha", [
  ("vcs aceitam pix?", {"contains": ["Pix"]})], {"bookings": []})
sc("barb-07-endereco", "barbearia", THU, "Diego Martins", [
  ("onde fica a barbearia?", {"contains": ["Rua Augusta"]})])
sc("barb-08-estacionamento", "barbearia", TUE, "André Silva", [
  ("opa, tem estacionamento ai?", {"contains": ["estacionamento conveniado"]})])
sc("barb-09-humano", "barbearia", THU, "Marcos Vinícius", [
  ("quero falar com alguém", {"actions": ["transfer_to_human"], "contains": ["equipe"]})], {"handoff": True})
sc("barb-10-cancelar", "barbearia", THU, "João Pedro", [
  ("preciso cancelar meu horario", {"contains": ["Corte masculino", "sexta-feira", "2 horas"]}),
  ("sim", {"actions": ["cancel"], "contains": ["cancelei"]})],
  {"bookings": [], "canceled": 1}, existing=[{"service": "Corte masculino", "day_offset": 1, "time": "10:00", "mine": True}])
sc("barb-11-remarcar", "barbearia", THU, "Pedro Henrique", [
  ("da pra remarcar meu corte pra sabado as 9h?", {"actions": ["reschedule"], "contains": ["Remarquei", "sábado"]})],
  {"bookings": [B("Corte masculino", 2, "09:00")], "canceled": 0}, existing=[{"service": "Corte masculino", "day_offset": 1, "time": "10:00", "mine": True}])
sc("barb-12-horario-ocupado", "barbearia", THU, "Caio Ribeiro", [
  ("quero cortar o cabelo amanhã às 10h", {"contains": ["Não tenho vaga"], "no_actions": ["book"]}),
  ("pode ser 10h30", BOOK)], {"bookings": [B("Corte masculino", 1, "10:30")]},
  existing=[{"service": "Corte masculino", "day_offset": 1, "time": "10:00"}])
sc("barb-13-meus-horarios", "barbearia", THU, "Vitor Hugo", [
  ("tenho algum horario marcado?", {"contains": ["Corte + Barba", "sábado"]})],
  {"bookings": [B("Corte + Barba", 2, "11:00")]}, existing=[{"service": "Corte + Barba", "day_offset": 2, "time": "11:00", "mine": True}])
sc("barb-14-infantil", "barbearia", THU, "Camila Duarte", [
  ("vcs cortam cabelo de criança?", {"contains": ["crianças"]}),
  ("quero marcar pro meu filho sabado de manha", {"contains": ["Corte infantil", "08:00"]}),
  ("pode ser 10h", {"contains": ["nome"], "no_write": True}),
  ("é o Davi", {"contains": ["Davi", "10:00"], "no_write": True}),
  ("sim", BOOK)], {"bookings": [{**B("Corte infantil", 2, "10:00"), "for": "Davi"}]})
sc("barb-15-confirma-presenca", "barbearia", THU, "Leandro Alves", [
  ("confirmo minha presença amanhã", {"actions": ["confirm"], "contains": ["confirmada"]})],
  {"confirmed": 1}, existing=[{"service": "Barba", "day_offset": 1, "time": "15:00", "mine": True}])
sc("barb-16-depois-das-17", "barbearia", TUE, "Henrique Moura", [
  ("tem vaga hoje depois das 17h pra barba?", {"contains": ["17:00", "17:30"]}),
  ("17:30", BOOK)], {"bookings": [B("Barba", 0, "17:30")]})
sc("barb-17-giria-fds", "barbearia", WED, "Matheus Prado", [
  ("e ai mano, bora marcar um corte no sabado?", {"contains": ["sábado"]}),
  ("a primeira", BOOK)], {"bookings": [B("Corte masculino", 3, "08:00")]})
sc("barb-18-nenhum-desses", "barbearia", THU, "Renan Castro", [
  ("corte amanhã de manhã", {"contains": ["08:00", "10:00", "11:30"]}),
  ("nenhum desses, tem outro dia?", {"contains": ["sábado"]}),
  ("o segundo", BOOK)], {"bookings": [B("Corte masculino", 2, "10:00")]})
sc("barb-19-sobrancelha-typo", "barbearia", SAT, "Igor Nunes", [
  ("faz sombrancelha? quanto é", {"contains": ["R$ 15,00"]})])
sc("barb-20-domingo-fechado", "barbearia", THU, "Otávio Freitas", [
  ("tem horario domingo pra barba?", {"contains": ["Não tenho horário livre"]}),
  ("entao pode ser o primeiro", BOOK)], {"bookings": [B("Barba", 5, "08:00")]})
sc("barb-21-obrigado", "barbearia", THU, "Paulo Sérgio", [
  ("corte sexta 14h", BOOK),
  ("valeu mano, obrigado!", {"contains": ["Por nada"]})], {"bookings": [B("Corte masculino", 1, "14:00")]})
sc("barb-22-nao-e-robo", "barbearia", THU, "Roberto Dias", [
  ("vc é robo? quero falar com um atendente", {"actions": ["transfer_to_human"]})], {"handoff": True})
sc("barb-23-preco-nunca", "barbearia", THU, "Alexandre Gomes", [
  ("qto custa a barba?", {"contains": ["equipe"], "not_contains": ["R$"]})], settings={"when_answer_about_price": "never"})
sc("barb-24-confirmacao-antes", "barbearia", THU, "Sandro Melo", [
  ("queria marcar barba sexta as 9", {"contains": ["Posso confirmar"], "no_actions": ["book"]}),
  ("sim pode", BOOK)], {"bookings": [B("Barba", 1, "09:00")]}, settings={"is_assistant_schedule_entry_confirm": True})
sc("barb-25-sem-agendamento-ia", "barbearia", THU, "Wesley Santos", [
  ("quero marcar um corte amanha", {"actions": ["transfer_to_human"], "no_actions": ["book"]})],
  {"bookings": [], "handoff": True}, settings={"ignore_ai_tool_types": ["schedule"]})

# ---------------- salão ----------------
sc("sal-01-escova-amanha", "salao", THU, "Juliana Ferreira", [
  ("oiii, tem horário pra escova amanhã à tarde?", {"contains": ["sexta-feira", "13:00"]}),
  ("pode ser o último", BOOK)], {"bookings": [B("Escova", 1, "17:00")]})
sc("sal-02-manicure-sabado", "salao", THU, "Patrícia Gomes", [
  ("queria fazer as unhas no sábado de manhã", {"contains": ["Manicure", "sábado"]}),
  ("9h", BOOK)], {"bookings": [B("Manicure", 2, "09:00")]})
sc("sal-03-pe-e-mao-preco", "salao", THU, "Aline Barbosa", [
  ("quanto é pé e mão?", {"contains": ["R$ 35,00", "R$ 40,00"]})])
sc("sal-04-progressiva-faixa", "salao", THU, "Renata Oliveira", [
  ("qual o valor da progressiva?", {"contains": ["R$ 180,00", "R$ 300,00"]})])
sc("sal-05-progressiva-dura", "salao", THU, "Bianca Araújo", [
  ("quanto tempo dura a progressiva?", {"contains": ["3 meses"]})])
sc("sal-06-servicos", "salao", THU, "Larissa Mendes", [
  ("quais serviços vcs fazem?", {"contains": ["Escova", "Manicure", "Coloração", "R$"]})])
sc("sal-07-tintura-typo", "salao", WED, "Vanessa Cardoso", [
  ("queria pintar o cabelo, tem horario sexta?", {"contains": ["Coloração", "sexta-feira"]}),
  ("o primeiro", BOOK)], {"bookings": [B("Coloração", 2, "08:00")]})
sc("sal-08-hidratacao-hoje", "salao", TUE, "Camila Rocha", [
  ("consigo uma hidratação hoje ainda?", {"contains": ["hoje"] if False else ["terça-feira"]}),
  ("pode ser a primeira", BOOK)], {"bookings": [B("Hidratação", 0)]})
sc("sal-09-cancelar-manicure", "salao", WED, "Débora Lopes", [
  ("oi, não vou conseguir ir amanhã na manicure", {"contains": ["Manicure", "quinta-feira"]}),
  ("isso, pode cancelar", {"actions": ["cancel"]})], {"bookings": [], "canceled": 1},
  existing=[{"service": "Manicure", "day_offset": 1, "time": "14:00", "mine": True}])
sc("sal-10-remarcar-escova", "salao", WED, "Fernanda Costa", [
  ("preciso remarcar minha escova", {"contains": ["Para qual dia"]}),
  ("sabado a tarde", {"contains": ["sábado"]}),
  ("o segundo", {"actions": ["reschedule"]})], {"bookings": [B("Escova", 3)], "canceled": 0},
  existing=[{"service": "Escova", "day_offset": 1, "time": "10:00", "mine": True}])
sc("sal-11-sobrancelha", "salao", THU, "Gabriela Nunes", [
  ("tem design de sobrancelha sexta de manha?", {"contains": ["Design de sobrancelha"]}),
  ("10h", BOOK)], {"bookings": [B("Design de sobrancelha", 1, "10:00")]})
sc("sal-12-domingo", "salao", THU, "Sabrina Alves", [
  ("vcs abrem domingo?", {"contains": ["domingos"]})])
sc("sal-13-parcela", "salao", THU, "Letícia Martins", [
  ("da pra parcelar no cartão?", {"contains": ["3x"]})])
sc("sal-14-duas-mensagens", "salao", THU, "Priscila Teixeira", [
  ("oi boa tarde", {"contains": ["Como posso te ajudar"]}),
  ("queria marcar uma escova pra sexta às 15h", BOOK)], {"bookings": [B("Escova", 1, "15:00")]})
sc("sal-15-ocupado", "salao", THU, "Tatiane Ramos", [
  ("escova amanha 14h?", {"contains": ["Não tenho vaga"]}),
  ("pode ser às 15h entao", BOOK)], {"bookings": [B("Escova", 1, "15:00")]},
  existing=[{"service": "Escova", "day_offset": 1, "time": "14:00"}])
sc("sal-16-humano", "salao", THU, "Cristina Moraes", [
  ("quero falar com a Carla, pode me passar pra alguém do salão?", {"actions": ["transfer_to_human"]})], {"handoff": True})
sc("sal-17-pedicure-semana-que-vem", "salao", THU, "Mariana Reis", [
  ("pedicure semana que vem?", {"contains": ["Pedicure", "terça-feira"]}),
  ("1", BOOK)], {"bookings": [B("Pedicure", 5, "08:00")]})
sc("sal-18-nome", "salao", THU, "Cliente", [
  ("meu nome é Ana Clara, quero marcar corte feminino sábado às 10h", BOOK)],
  {"bookings": [B("Corte feminino", 2, "10:00")]})
sc("sal-19-wifi", "salao", THU, "Rafaela Pinto", [
  ("vcs tem wifi?", {"contains": ["senha"]})])
sc("sal-20-dia-especifico", "salao", TUE, "Eliane Souza", [
  ("tem horário dia 13 pra manicure às 11h?", BOOK)], {"bookings": [B("Manicure", 10, "11:00")]})
sc("sal-21-levar", "salao", THU, "Michele Cunha", [
  ("preciso levar alguma coisa pra progressiva?", {"contains": ["sem creme"]})])

# ---------------- clínica ----------------
sc("cli-01-consulta", "clinica", THU, "Roberto Carlos", [
  ("Bom dia, gostaria de agendar uma consulta para amanhã pela manhã", {"contains": ["Consulta clínica geral", "sexta-feira"]}),
  ("pode ser às 10h", BOOK)], {"bookings": [B("Consulta clínica geral", 1, "10:00")]})
sc("cli-02-convenio", "clinica", THU, "Maria Helena", [
  ("vocês atendem unimed?", {"contains": ["Unimed"]})])
sc("cli-03-preco-consulta", "clinica", THU, "José Augusto", [
  ("qual o valor da consulta?", {"contains": ["R$ 250,00"]})])
sc("cli-04-retorno-sem-preco", "clinica", THU, "Sônia Regina", [
  ("quanto custa o retorno?", {"contains": ["informado no atendimento"]})])
sc("cli-05-nutri", "clinica", WED, "Carolina Dias", [
  ("queria marcar com a nutricionista, tem sexta?", {"contains": ["Consulta nutricional", "sexta-feira"]}),
  ("o terceiro", BOOK)], {"bookings": [B("Consulta nutricional", 2)]})
sc("cli-06-fisio-depois-das-16", "clinica", THU, "Eduardo Nogueira", [
  ("preciso de uma sessão de fisio amanha depois das 16h", {"contains": ["Sessão de fisioterapia"]}),
  ("16h", BOOK)], {"bookings": [B("Sessão de fisioterapia", 1, "16:00")]})
sc("cli-07-jejum", "clinica", THU, "Luiza Campos", [
  ("precisa de jejum pra consulta?", {"contains": ["Não é preciso jejum"]})])
sc("cli-08-cancelar-consulta", "clinica", THU, "Antônio Ferreira", [
  ("desculpa mas vou precisar desmarcar a consulta de sábado", {"contains": ["24 horas"]}),
  ("sim, cancela por favor", {"actions": ["cancel"]})], {"bookings": [], "canceled": 1},
  existing=[{"service": "Consulta clínica geral", "day_offset": 2, "time": "09:00", "mine": True}])
sc("cli-09-remarcar-data", "clinica", THU, "Beatriz Azevedo", [
  ("consigo mudar minha consulta pra terça que vem às 14h?", {"actions": ["reschedule"]})],
  {"bookings": [B("Consulta clínica geral", 5, "14:00")]}, existing=[{"service": "Consulta clínica geral", "day_offset": 1, "time": "11:00", "mine": True}])
sc("cli-10-humano-urgente", "clinica", THU, "Cláudia Vieira", [
  ("preciso falar com a recepção urgente", {"actions": ["transfer_to_human"]})], {"handoff": True})
sc("cli-11-limpeza-pele", "clinica", THU, "Natália Freire", [
  ("vcs fazem limpeza de pele?", {"contains": ["Limpeza de pele"]}),
  ("quero marcar sabado", {"contains": ["sábado"]}),
  ("o segundo horário", BOOK)], {"bookings": [B("Limpeza de pele", 2)]})
sc("cli-12-estacionamento", "clinica", THU, "Ricardo Prates", [
  ("tem onde estacionar?", {"contains": ["manobrista"]})])
sc("cli-13-meus-agendamentos", "clinica", THU, "Helena Braga", [
  ("quando é minha consulta?", {"contains": ["Consulta nutricional", "terça-feira"]})],
  {"bookings": [B("Consulta nutricional", 5, "09:00")]}, existing=[{"service": "Consulta nutricional", "day_offset": 5, "time": "09:00", "mine": True}])
sc("cli-14-confirmado", "clinica", FRI, "Marcelo Tavares", [
  ("Confirmado, estarei lá", {"actions": ["confirm"]})], {"confirmed": 1},
  existing=[{"service": "Consulta clínica geral", "day_offset": 1, "time": "10:00", "mine": True}])
sc("cli-15-ocupado-alternativas", "clinica", THU, "Simone Prado", [
  ("quero uma consulta sexta às 9h", {"contains": ["Não tenho vaga", "09:30"]}),
  ("9:30 serve", BOOK)], {"bookings": [B("Consulta clínica geral", 1, "09:30")]},
  existing=[{"service": "Consulta clínica geral", "day_offset": 1, "time": "09:00"}])
sc("cli-16-endereco", "clinica", THU, "Fábio Rezende", [
  ("qual o endereço da clínica?", {"contains": ["Padre Chagas"]})])
sc("cli-17-atraso", "clinica", THU, "Gisele Pacheco", [
  ("se eu atrasar uns minutos tem problema?", {"contains": ["15 minutos"]})])
sc("cli-18-nao-entendi-2x-transfer", "clinica", THU, "Osvaldo Lima", [
  ("meu exame deu alteração na tireoide", {}),
  ("e agora o que eu faço com o resultado", {"actions": ["transfer_to_human"]})], {"handoff": True})
sc("cli-19-pagamento", "clinica", THU, "Rosana Lopes", [
  ("aceita cartão de crédito?", {"contains": ["crédito"]})])
sc("cli-20-fim-do-dia", "clinica", TUE, "Vinícius Teles", [
  ("consulta quinta no fim do dia?", {"contains": ["quinta-feira"]}),
  ("o último", BOOK)], {"bookings": [B("Consulta clínica geral", 2)]})
sc("cli-21-confirma-antes-custom", "clinica", THU, "Adriana Pires", [
  ("marcar consulta nutricional sexta 11h", {"contains": ["Confira os dados", "Posso confirmar"]}),
  ("confirmo", BOOK)], {"bookings": [B("Consulta nutricional", 1, "11:00")]},
  settings={"is_assistant_schedule_entry_confirm": True, "custom_assistant_schedule_entry_message": "Confira os dados do agendamento:"})


# ---------------- held out: written after the engine was tuned, not tuned against ----------------
sc("hold-01-barb-pezinho", "barbearia", THU, "Danilo Cruz", [
  ("salve, tem como marcar um corte pra amanha 11h?", BOOK)], {"bookings": [B("Corte masculino", 1, "11:00")]})
sc("hold-02-barb-qual-horario-livre", "barbearia", WED, "Jonas Reis", [
  ("quais horários livres vc tem pra barba na quinta?", {"contains": ["quinta-feira"]}),
  ("pode ser o 3", BOOK)], {"bookings": [B("Barba", 1)]})
sc("hold-03-barb-cancela-tudo", "barbearia", THU, "Lauro Pinto", [
  ("cancela meu agendamento de sabado por favor", {"contains": ["Corte + Barba"]}),
  ("isso", {"actions": ["cancel"]})], {"canceled": 1}, existing=[{"service": "Corte + Barba", "day_offset": 2, "time": "09:00", "mine": True}])
sc("hold-04-sal-unha-amanha", "salao", WED, "Kelly Souza", [
  ("amiga, tem vaga pra fazer unha amanhã depois das 15h?", {"contains": ["Manicure"]}),
  ("15h", BOOK)], {"bookings": [B("Manicure", 1, "15:00")]})
sc("hold-05-sal-escova-quanto", "salao", THU, "Júlia Prates", [
  ("quanto tá a escova?", {"contains": ["R$ 60,00"]})])
sc("hold-06-sal-remarca-mao", "salao", THU, "Bruna Lemos", [
  ("oi, quero mudar o horário da minha manicure pra sábado às 10h", {"actions": ["reschedule"]})],
  {"bookings": [B("Manicure", 2, "10:00")]}, existing=[{"service": "Manicure", "day_offset": 1, "time": "09:00", "mine": True}])
sc("hold-07-cli-consulta-semana-que-vem", "clinica", THU, "Regina Alves", [
  ("gostaria de marcar uma consulta para a semana que vem, de preferência de manhã", {"contains": ["Consulta clínica geral"]}),
  ("o primeiro", BOOK)], {"bookings": [B("Consulta clínica geral", 5)]})
sc("hold-08-cli-atendente", "clinica", THU, "Sérgio Braga", [
  ("posso falar com uma atendente?", {"actions": ["transfer_to_human"]})], {"handoff": True})
sc("hold-09-cli-bradesco", "clinica", THU, "Paula Torres", [
  ("aceitam bradesco saúde?", {"contains": ["Bradesco"]})])
sc("hold-10-cli-fisio-preco", "clinica", THU, "Caio Fontes", [
  ("qual o preço da sessão de fisioterapia?", {"contains": ["R$ 120,00"]})])

os.makedirs("dev", exist_ok=True)
for s in S:
    json.dump(s, open(os.path.join("dev", s["id"] + ".json"), "w"), ensure_ascii=False, indent=2)
print(len(S), "scenarios")

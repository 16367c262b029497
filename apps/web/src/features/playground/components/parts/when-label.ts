/** 'ter., 24/11 às 15:00' in the company's timezone. */
export function whenLabel(iso: string, timezone: string): string {
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: timezone, weekday: 'short', day: '2-digit', month: '2-digit' }).format(d);
  const time = new Intl.DateTimeFormat('pt-BR', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return `${day} às ${time}`;
}

import type { PlanLanguage } from "../language";

/** The offline planner's fixed plan texts per language, and the small helpers that fill them. */

export const cell = (text: string) => text.replaceAll("|", "\\|").split(/\s+/).join(" ");

/** Fixed texts per plan language. */
export const TEXT = {
  en: {
    intro: "This section covers {title} for the {subject}.",
    introWith: "This section covers {title} for the {subject}, with {phrases} in mind.",
    focus: "Requested focus",
    approach: "Approach",
    item: "**{practice}** ({owner}, {weeks}): {how}",
    timeline: "Owners and timeline",
    header: "| Activity | Owner | Weeks | After |",
    risk: "Risk and mitigation",
    riskHeader: "| Risk | Mitigation |",
    measures: "Success measures",
    signOff: "{title} signed off by the {lead} by week {week}.",
    together: "Working with other teams",
    needs: "**{team}** delivers {dep} in weeks {weeks}, before {practice}.",
    feeds: "**{team}** picks up {practice} for {dependent}, so share it early.",
    week: (n: number) => (n === 1 ? "1 week" : `${n} weeks`),
    and: "and",
    note: "_This plan is in English: the offline planner writes plans in English, German, French and Spanish, and the idea is in another language._",
  },
  de: {
    intro: "Dieser Abschnitt plant {title} für **{name}**.",
    introWith: "Dieser Abschnitt plant {title} für **{name}** und berücksichtigt dabei {phrases}.",
    focus: "Gewünschter Schwerpunkt",
    approach: "Vorgehen",
    item: "**{practice}**: verantwortlich {owner}, geplant {weeks}.",
    timeline: "Verantwortung und Zeitplan",
    header: "| Aktivität | Verantwortlich | Wochen | Nach |",
    risk: "Risiko und Gegenmaßnahme",
    riskHeader: "| Risiko | Gegenmaßnahme |",
    riskRow:
      "| Verzögerung bei {practice} | Zwischenstand nach der halben Zeit prüfen und den Umfang früh anpassen |",
    measures: "Erfolgskriterien",
    signOff: "{title}: bis Woche {week} abgeschlossen; Abnahme durch {lead}.",
    together: "Zusammenarbeit mit anderen Teams",
    needs: "**{team}** liefert {dep} in den Wochen {weeks}, vor {practice}.",
    feeds: "**{team}** baut für {dependent} auf {practice} auf.",
    week: (n: number) => (n === 1 ? "1 Woche" : `${n} Wochen`),
    and: "und",
  },
  fr: {
    intro: "Cette section planifie {title} pour **{name}**.",
    introWith: "Cette section planifie {title} pour **{name}**, en tenant compte de {phrases}.",
    focus: "Priorité demandée",
    approach: "Démarche",
    item: "**{practice}** : pilotage {owner}, durée prévue {weeks}.",
    timeline: "Responsables et calendrier",
    header: "| Activité | Responsable | Semaines | Après |",
    risk: "Risque et parade",
    riskHeader: "| Risque | Parade |",
    riskRow: "| Retard sur {practice} | Faire un point à mi-parcours et ajuster le périmètre tôt |",
    measures: "Critères de réussite",
    signOff: "{title} : terminé d'ici la semaine {week} et validé par {lead}.",
    together: "Travail avec les autres équipes",
    needs: "**{team}** livre {dep} en semaines {weeks}, avant {practice}.",
    feeds: "**{team}** s'appuie sur {practice} pour {dependent}.",
    week: (n: number) => (n === 1 ? "1 semaine" : `${n} semaines`),
    and: "et",
  },
  es: {
    intro: "Esta sección planifica «{title}» para **{name}**.",
    introWith: "Esta sección planifica «{title}» para **{name}**, teniendo en cuenta {phrases}.",
    focus: "Enfoque solicitado",
    approach: "Enfoque",
    // The roles read "Responsable de producto": "responsable Responsable de …" doubled the word.
    item: "**{practice}** ({owner}, {weeks}).",
    timeline: "Responsables y calendario",
    header: "| Actividad | Responsable | Semanas | Después de |",
    risk: "Riesgo y mitigación",
    riskHeader: "| Riesgo | Mitigación |",
    riskRow: "| Retraso en {practice} | Revisar el avance a mitad de plazo y ajustar el alcance pronto |",
    measures: "Criterios de éxito",
    signOff: "{title}: terminado antes de la semana {week} y aprobado por {lead}.",
    together: "Trabajo con otros equipos",
    needs: "**{team}** entrega {dep} en las semanas {weeks}, antes de {practice}.",
    feeds: "**{team}** parte de {practice} para {dependent}.",
    week: (n: number) => (n === 1 ? "1 semana" : `${n} semanas`),
    and: "y",
  },
} as const;

export function fill(template: string, values: Record<string, string>): string {
  let out = template;
  for (const [key, value] of Object.entries(values)) out = out.replaceAll(`{${key}}`, value);
  return out;
}

/** "a", "a and b", "a, b and c" (with the plan language's "and"). */
export function listJoin(items: readonly string[], and = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** A title inside an English sentence: "APIs & Integrations" → "APIs and integrations". */
export function inSentence(title: string, language: PlanLanguage): string {
  const joined = title.replaceAll(" & ", ` ${TEXT[language].and} `);
  if (language === "de") return joined;
  return joined
    .split(" ")
    .map((word) => (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

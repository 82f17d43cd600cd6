/**
 * What the portal answers about a call: its summary for the dashboard, its documents' effective
 * upload limits and everything the application screens need. Shared by the calls, documents and
 * back-office call routes, so no route folder imports another.
 */
import type { ServerConfig } from '../config.ts';
import { type StoredCall, isCallOpen } from '../repositories/calls.ts';
import type { DocumentCategory } from './catalogue.ts';

/** A call as the dashboard lists it. */
export function callSummaryOf(call: StoredCall, now: Date) {
  return {
    id: call.id,
    azonosito: call.identifier,
    nev: call.call.name,
    munkanev: call.call.workingName,
    tipus: call.call.type,
    kezdet: call.opensAt.toISOString(),
    vege: call.closesAt ? call.closesAt.toISOString() : null,
    nyitott: isCallOpen(call, now),
    felhivas: call.call as unknown as Record<string, unknown>,
    szovegek: {
      hu: { name: call.texts.hu.name, summary: call.texts.hu.summary },
      en: { name: call.texts.en.name, summary: call.texts.en.summary },
    },
  };
}

/** The effective upload limits of one document the call asks for. */
export function documentRequirementsOf(
  call: StoredCall,
  categories: DocumentCategory[],
  config: ServerConfig,
) {
  const byCode = new Map(categories.map((category) => [category.code, category]));
  return call.documents.flatMap((requirement) => {
    const category = byCode.get(requirement.category);
    if (!category) return [];
    const maxSizeBytes = requirement.maxSizeMb
      ? requirement.maxSizeMb * 1024 * 1024
      : requirement.largeFile
        ? config.uploads.largeFileMaxBytes
        : config.uploads.maxFileBytes;
    const note: Record<string, string> = {};
    for (const language of ['hu', 'en'] as const) {
      const text = call.texts[language].documents?.[requirement.category];
      if (text) note[language] = text;
    }
    return [
      {
        category,
        requiredForCall: requirement.requiredForCall,
        largeFile: requirement.largeFile,
        allowedExtensions: requirement.allowedExtensions ?? category.extensions,
        maxSizeBytes,
        note,
      },
    ];
  });
}

/** Everything the application screens (and the call editors' preview) need of a call. */
export function callDetailOf(
  call: StoredCall,
  categories: DocumentCategory[],
  config: ServerConfig,
  now: Date,
) {
  return {
    ...callSummaryOf(call, now),
    egyediMezok: {
      schema: call.customFields.schema,
      uiSchema: call.customFields.ui,
      /** The key of the precompiled validator (src/client/generated) of this call's form. */
      formKey: `calls/${call.identifier}/custom-fields`,
    },
    dokumentumok: documentRequirementsOf(call, categories, config),
    kizaroFeltetelek: call.knockOut,
    nyilatkozatok: call.statements,
    teljesSzovegek: call.texts as unknown as {
      hu: Record<string, unknown>;
      en: Record<string, unknown>;
    },
  };
}

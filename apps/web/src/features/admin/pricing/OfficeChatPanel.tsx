import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LIMITS, chatSettingsInputSchema, type ChatSettings, type ChatSettingsInput } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { Panel } from '../../../components/Panel';
import { saveErrorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useChatSettings, useSaveChatSettings } from './api';

/** The office's WhatsApp number, beside the policy's other office facts (decision 108). */
export function OfficeChatPanel() {
  const T = usePageMessages().tripLinksUi;
  return (
    <LoadedRecord query={useChatSettings()} title={T.officeTitle} loadingLabel={T.officeLoading}>
      {(settings) => <OfficeChatForm settings={settings} />}
    </LoadedRecord>
  );
}

function OfficeChatForm({ settings }: { settings: ChatSettings }) {
  const T = usePageMessages().tripLinksUi;
  const save = useSaveChatSettings();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChatSettingsInput, unknown, z.output<typeof chatSettingsInputSchema>>({
    resolver: zodResolver(chatSettingsInputSchema),
    defaultValues: { officeWhatsApp: settings.officeWhatsApp ?? '' },
  });
  const onSubmit = async (values: z.output<typeof chatSettingsInputSchema>) => {
    setNotice(null);
    try {
      await save.mutateAsync(values);
      setNotice({ tone: 'success', text: T.officeSaved });
    } catch (error) {
      setNotice({ tone: 'error', text: saveErrorText(error) });
    }
  };
  return (
    <Panel>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={T.officeTitle} data-testid="office-chat">
        <h2 className="text-base font-bold text-slate-900">{T.officeTitle}</h2>
        <p className="text-sm text-slate-600">{T.officeIntro}</p>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Field id="office-whatsapp" label={T.officeLabel} hint={T.officeHint} error={errors.officeWhatsApp?.message}>
          {(a11y) => <input {...a11y} {...register('officeWhatsApp')} type="tel" autoComplete="off" maxLength={LIMITS.phone} className={inputClass} />}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {T.officeSave}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

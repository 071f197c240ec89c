import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { PrivacyNotice } from '../../shared/privacy-notice'
import {
  AddressField,
  BusyFieldset,
  CityField,
  EmailField,
  type Form,
  MobileField,
  NameField,
  NewPasswordPair,
  PinCodeField,
  SelectField,
  SubmitRow,
  TextField,
  useForm,
  useFormSubmit,
} from '../../ui/form'
import { FormTrap, useFormGuard } from '../../ui/form-guard'
import { toast } from '../../ui/toast'
import { openSession } from './account-parts'
import {
  DEFAULT_STATE,
  DEFAULT_STATE_CODE,
  duplicateCheckOutcome,
  emptySignup,
  redirectAfterSignIn,
  SIGNUP_FIELDS,
  type SignupValues,
  signupPayload,
  validateSignup,
} from './account-rules'
import { accountsMessages } from './accounts.messages'
import { checkDuplicate, districtsQuery, saveAccount, statesQuery } from './accounts.queries'
import { districtNameTa, stateNameTa } from './place-names-ta'

class DuplicateMobile extends Error {}
class NoAnswer extends Error {}

// Two modes, editable and processing; a failure makes it editable again.
export function SignupForm({
  signinLink,
  redirectUrl = null,
}: {
  signinLink: string
  redirectUrl?: string | null
}) {
  const navigate = useNavigate()
  const locale = useLocale()
  const m = useMessages(accountsMessages)
  const validate = useCallback((v: SignupValues) => validateSignup(v, m), [m])
  const form = useForm('signup', emptySignup(), validate)
  const guard = useFormGuard()
  const danger = (text: string): void => submit.say({ kind: 'danger', text })

  const submit = useFormSubmit(form, {
    fields: SIGNUP_FIELDS,
    busyAfterSuccess: true,
    send: async (values) => {
      const payload = signupPayload(values)
      const check = duplicateCheckOutcome(await checkDuplicate(payload))
      if (check === 'error') throw new NoAnswer()
      if (check === 'taken') throw new DuplicateMobile()
      return saveAccount({ ...payload, password: values.password, ...guard.values() })
    },
    // The buyer chose the password in this form: the answer is a session, as after a sign-in.
    onDone: (result) => {
      openSession(result)
      // The server's sentence is English; a Tamil page says its own.
      toast.success((locale === 'en' && result.message) || m.signupDone)
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onFailed: (e) => {
      if (e instanceof DuplicateMobile || (e instanceof ApiError && e.code === 'MOBILE_TAKEN')) {
        form.showServerErrors({ mobile_no: m.mobileRegistered })
        danger(m.duplicateMobile)
        return
      }
      const matched = submit.placeIssues(e)
      if (matched !== null) danger(matched ? m.correctFields : errorText(e, locale))
      else if (e instanceof ApiError && (e.code === 'NETWORK' || e.status === 429))
        danger(errorText(e, locale))
      else danger(m.processingError)
    },
  })

  return (
    <form className="account-form card" {...submit.formProps}>
      <BusyFieldset busy={submit.processing} legend={m.yourDetails} className="account-fieldset">
        <div className="form-grid">
          <SignupFields form={form} />
        </div>
        <FormTrap guard={guard} />
      </BusyFieldset>
      <SubmitRow
        submit={submit}
        note={<PrivacyNotice id="signup-privacy" account />}
        label={m.register}
        busyLabel={m.registering}
        aria-describedby="signup-privacy"
      />
      <p className="form-foot">
        {m.alreadyRegistered}
        <Link to={signinLink}>{m.signInLink}</Link>
      </p>
    </form>
  )
}

function SignupFields({ form }: { form: Form<keyof SignupValues> }) {
  const m = useMessages(accountsMessages)
  return (
    <>
      <NameField f={form.field('customer_name')} label={m.customerName} enterKeyHint="next" />
      <MobileField f={form.field('mobile_no')} label={m.mobile} hint={m.mobileHint} />
      <NewPasswordPair
        password={form.field('password')}
        confirm={form.field('confirm_password')}
        label={m.password}
        confirmLabel={m.confirmPassword}
        hint={m.signupPasswordHint}
      />
      <div className="form-span">
        <AddressField f={form.field('address')} label={m.address} />
      </div>
      <CityField f={form.field('city')} label={m.city} enterKeyHint="next" />
      <PinCodeField f={form.field('pin_code')} label={m.pinCode} enterKeyHint="next" />
      <PlaceFields form={form} />
      <div className="form-span">
        <EmailField f={form.field('email_id')} label={m.email} enterKeyHint="done" />
      </div>
    </>
  )
}

// The state from the shop's list (typed while it loads); Tamil Nadu districts come from a list,
// elsewhere the buyer may type (with the list as hints).
function PlaceFields({ form }: { form: Form<keyof SignupValues> }) {
  const locale = useLocale()
  const m = useMessages(accountsMessages)
  const states = useQuery(statesQuery())
  const selectedState = states.data?.find((s) => s.state_name === form.values.state)
  const stateCode =
    selectedState?.state_code ?? (form.values.state === DEFAULT_STATE ? DEFAULT_STATE_CODE : '')
  const districts = useQuery({ ...districtsQuery(stateCode), enabled: stateCode !== '' })
  const districtNames = (districts.data ?? []).map((d) => d.district_name)
  const districtSelect = stateCode === DEFAULT_STATE_CODE && districtNames.length > 0
  const stateNames = (states.data ?? []).map((s) => s.state_name)
  const optionalPlace = { label: m.state, optional: true, autoComplete: 'address-level1' } as const

  return (
    <>
      {stateNames.length > 0 ? (
        <SelectField
          f={{
            ...form.field('state'),
            onChange: (v) => {
              form.setValue('state', v)
              form.setValue('district', '')
            },
          }}
          {...optionalPlace}
          options={stateNames}
          optionLabel={locale === 'ta' ? stateNameTa : undefined}
        />
      ) : (
        <TextField f={form.field('state')} {...optionalPlace} maxLength={100} />
      )}
      {districtSelect ? (
        <SelectField
          f={form.field('district')}
          label={m.district}
          optional
          options={districtNames}
          optionLabel={locale === 'ta' ? districtNameTa : undefined}
          placeholder={m.chooseDistrict}
        />
      ) : (
        <>
          <TextField
            f={form.field('district')}
            label={m.district}
            optional
            maxLength={100}
            list={districtNames.length > 0 ? 'signup-district-list' : undefined}
          />
          {districtNames.length > 0 && (
            <datalist id="signup-district-list">
              {districtNames.map((d) => (
                <option key={d} value={d} />
              ))}
            </datalist>
          )}
        </>
      )}
    </>
  )
}

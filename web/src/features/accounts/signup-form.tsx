import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { PrivacyNotice } from '../../shared/privacy-notice'
import { deviceToken, sessionStore } from '../../shared/session'
import {
  FormAlert,
  issuesToErrors,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  useForm,
} from '../../ui/form'
import { FormTrap, useFormGuard } from '../../ui/form-guard'
import { toast } from '../../ui/toast'
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
  const [alert, setAlert] = useState<string | null>(null)

  const states = useQuery(statesQuery())
  const selectedState = states.data?.find((s) => s.state_name === form.values.state)
  const stateCode =
    selectedState?.state_code ?? (form.values.state === DEFAULT_STATE ? DEFAULT_STATE_CODE : '')
  const districts = useQuery({ ...districtsQuery(stateCode), enabled: stateCode !== '' })
  const districtNames = (districts.data ?? []).map((d) => d.district_name)
  const isTamilNadu = stateCode === DEFAULT_STATE_CODE
  // Tamil Nadu districts come from a list; elsewhere the buyer may type (with the list as hints).
  const districtSelect = isTamilNadu && districtNames.length > 0

  const submit = useMutation({
    mutationFn: async () => {
      const payload = signupPayload(form.values)
      const check = duplicateCheckOutcome(await checkDuplicate(payload))
      if (check === 'error') throw new NoAnswer()
      if (check === 'taken') throw new DuplicateMobile()
      return saveAccount({ ...payload, password: form.values.password, ...guard.values() })
    },
    // The buyer chose the password in this form: the answer is a session, as after a sign-in.
    onSuccess: (result) => {
      deviceToken.set(result.device_token)
      sessionStore.signIn({
        token: result.token,
        sub: result.sub,
        roles: result.roles ?? [],
        isAddressAdded: result.is_address_added === 1,
      })
      // The server's sentence is English; a Tamil page says its own.
      toast.success((locale === 'en' && result.message) || m.signupDone)
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onError: (e) => {
      if (e instanceof DuplicateMobile || (e instanceof ApiError && e.code === 'MOBILE_TAKEN')) {
        form.showServerErrors({ mobile_no: m.mobileRegistered })
        setAlert(m.duplicateMobile)
      } else if (e instanceof ApiError && e.issues.length > 0) {
        const matched = form.showServerErrors(issuesToErrors(e.issues, { fields: SIGNUP_FIELDS }))
        setAlert(matched ? m.correctFields : errorText(e, locale))
      } else if (e instanceof ApiError && (e.code === 'NETWORK' || e.status === 429)) {
        setAlert(errorText(e, locale))
      } else {
        setAlert(m.processingError)
      }
    },
  })
  const processing = submit.isPending || submit.isSuccess

  const stateNames = (states.data ?? []).map((s) => s.state_name)
  return (
    <form
      className="account-form card"
      noValidate
      aria-busy={processing}
      onSubmit={(e) => {
        e.preventDefault()
        if (processing) return
        setAlert(null)
        if (form.check()) submit.mutate()
      }}
    >
      <fieldset disabled={processing} className="account-fieldset">
        <legend className="visually-hidden">{m.yourDetails}</legend>
        <div className="form-grid">
          <TextField
            f={form.field('customer_name')}
            label={m.customerName}
            autoComplete="name"
            maxLength={100}
            enterKeyHint="next"
          />
          <TextField
            f={form.field('mobile_no')}
            label={m.mobile}
            type="tel"
            autoComplete="tel-national"
            digits={10}
            hint={m.mobileHint}
          />
          <PasswordField
            f={form.field('password')}
            label={m.password}
            autoComplete="new-password"
            hint={m.signupPasswordHint}
          />
          <PasswordField
            f={form.field('confirm_password')}
            label={m.confirmPassword}
            autoComplete="new-password"
          />
          <div className="form-span">
            <TextAreaField f={form.field('address')} label={m.address} maxLength={1000} />
          </div>
          <TextField
            f={form.field('city')}
            label={m.city}
            autoComplete="address-level2"
            maxLength={100}
            enterKeyHint="next"
          />
          <TextField
            f={form.field('pin_code')}
            label={m.pinCode}
            autoComplete="postal-code"
            digits={6}
            enterKeyHint="next"
          />
          {stateNames.length > 0 ? (
            <SelectField
              f={{
                ...form.field('state'),
                onChange: (v) => {
                  form.setValue('state', v)
                  form.setValue('district', '')
                },
              }}
              label={m.state}
              optional
              options={stateNames}
              optionLabel={locale === 'ta' ? stateNameTa : undefined}
              autoComplete="address-level1"
            />
          ) : (
            <TextField
              f={form.field('state')}
              label={m.state}
              optional
              autoComplete="address-level1"
              maxLength={100}
            />
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
          <div className="form-span">
            <TextField
              f={form.field('email_id')}
              label={m.email}
              optional
              type="email"
              autoComplete="email"
              maxLength={50}
              enterKeyHint="done"
            />
          </div>
        </div>
        <FormTrap guard={guard} />
      </fieldset>
      {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      <PrivacyNotice id="signup-privacy" account />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={processing}
        aria-describedby="signup-privacy"
      >
        {processing ? m.registering : m.register}
      </button>
      <p className="form-foot">
        {m.alreadyRegistered}
        <Link to={signinLink}>{m.signInLink}</Link>
      </p>
    </form>
  )
}

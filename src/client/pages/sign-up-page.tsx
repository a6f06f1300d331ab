import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { getButtonClassName } from '../components/ui/button';
import { SignUpForm } from '../features/auth/components/sign-up-form';

export default function SignUpPage() {
  const [result, setResult] = useState<{ message: string; email: string } | null>(null);
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Create an account</h1>
      {result ? (
        <div role="status" className="mt-8 rounded-xl border border-teal-200 bg-teal-50 p-6">
          <CheckCircle2 aria-hidden="true" className="size-8 text-teal-700" />
          <p className="mt-3 text-slate-900">{result.message}</p>
          <Link
            href={`/login?email=${encodeURIComponent(result.email)}`}
            className={getButtonClassName('primary', 'lg', 'mt-6')}
          >
            Continue to sign-in
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            It is free. Families use an account to publish needs lists; donors use one to keep track of their
            gifts.
          </p>
          <div className="mt-8">
            <SignUpForm onSignedUp={setResult} />
          </div>
        </>
      )}
    </section>
  );
}

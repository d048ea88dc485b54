/**
 * The first paint while translations and the boot payload load (no text: the language is not known
 * yet). index.html has the same markup in #root, so the page shows it before any script or stylesheet
 * has loaded; its styles are the small <style> block of index.html for that reason.
 */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <img src="/assets/brand/favicon.svg" alt="" width={56} height={56} className="splash-logo" />
      <svg className="splash-bar" width={120} height={3} viewBox="0 0 120 3" aria-hidden>
        <rect className="splash-track" width={120} height={3} />
        <rect className="splash-run" width={48} height={3} rx={1.5} />
      </svg>
    </div>
  );
}

// The title bar of a tab page (tab pages have no back button).
export function TabPageHeader({ title }: { title: string }) {
  return (
    <header className="nav-bar">
      <h1 className="nav-bar__title">{title}</h1>
    </header>
  );
}

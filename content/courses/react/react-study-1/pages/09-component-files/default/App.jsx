// ./Header から Header を import しよう
// Import Header from ./Header

export default function App() {
  return (
    <div>
      {/* title に My Shop を渡して Header を表示しよう */}
      {/* Show Header here, passing My Shop as title */}
      <p>Welcome to my shop!</p>
    </div>
  );
}

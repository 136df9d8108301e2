public class Main {
    public static void greet(String name) {
        // 引数 name を使って「Hello, 名前!」と出力しよう
        // Print "Hello, <name>!" using the parameter name
    }

    public static void main(String[] args) {
        greet("Ken");
        greet("Mika");
    }
}

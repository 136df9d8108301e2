public class Main {
    public static void main(String[] args) {
        // System.out.println() を使って Hello Java と出力しよう
        // Output Hello Java with System.out.println()
    }
}

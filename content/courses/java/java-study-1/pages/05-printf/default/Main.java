public class Main {
    public static void main(String[] args) {
        String item = "Apple";
        int price = 120;
        int count = 3;
        // printf で「Apple x 3 = 360 yen」と出力しよう
        // Print "Apple x 3 = 360 yen" with printf
    }
}
